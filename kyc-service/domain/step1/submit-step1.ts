// POST /v2/submission/step1: checks the fields and the ID image (and its back), stores them, creates the
// submission (incomplete) and runs the step 1 pipeline (steps.ts).
import { randomUUID } from "node:crypto";
import type { ServiceDeps } from "../../deps";
import type { Project } from "../../projects/projects";
import type { MultipartBody, Upload } from "../../http/multipart";
import { Step1Fields, type Step1Result } from "../../../common/kyc-api/schemas";
import { checkCountry, invalid, parseFormFields } from "../form-fields";
import { ImageRejected, inspectImage } from "../images";
import { createSubmission, updateSubmission, type SubmissionChanges } from "../submission-store";
import { step1Steps } from "./steps";

/** `idBackImage`, the back of the ID, is the vendor's optional field: checked like the front, stored, not read. */
export const step1FileFields = ["idImage", "idBackImage"] as const;

async function checkedImage(field: string, upload: Upload) {
  if (upload.bytes === 0) throw invalid(field, "is empty");
  return inspectImage(upload.path).catch((error: unknown) => {
    throw error instanceof ImageRejected ? invalid(field, error.message) : error;
  });
}

export async function submitStep1(
  deps: ServiceDeps,
  project: Project,
  clientIp: string,
  body: MultipartBody,
): Promise<Step1Result> {
  const fields = parseFormFields(Step1Fields, body.fields, body.truncated);
  checkCountry("issuingCountry", fields.issuingCountry);
  const upload = body.files.idImage;
  if (!upload) throw invalid("idImage", "is required (a JPEG or PNG file of at most 3 MB)");
  const format = await checkedImage("idImage", upload);
  const backUpload = body.files.idBackImage;
  const backFormat = backUpload ? await checkedImage("idBackImage", backUpload) : undefined;

  const id = randomUUID();
  const stored = await deps.files.adopt(upload.path, id, "idImage", format.extension);
  try {
    const back =
      backUpload && backFormat
        ? {
            idBackImagePath: await deps.files.adopt(backUpload.path, id, "idBackImage", backFormat.extension),
            idBackImageType: backFormat.mimeType,
          }
        : {};
    let submission = await createSubmission(deps.db, {
      id,
      projectId: project.id,
      email: fields.email,
      userid: fields.userid ?? null,
      idType: fields.idType,
      issuingCountry: fields.issuingCountry,
      cf1: fields.cf1 ?? null,
      cf2: fields.cf2 ?? null,
      cf3: fields.cf3 ?? null,
      ipAddress: clientIp,
      idImagePath: stored,
      idImageType: format.mimeType,
      ...back,
    });
    const result: Step1Result = { submissionId: id, file_upload: true };
    for (const step of step1Steps) {
      const changes: SubmissionChanges | void = await step.run({
        deps,
        project,
        submission,
        idImage: { path: deps.files.absolute(stored), format },
        result,
      });
      if (changes && Object.keys(changes).length)
        submission = await updateSubmission(deps.db, submission, changes);
    }
    return result;
  } catch (error) {
    // Nothing half-made stays behind: the row (if any) and the stored image go together.
    await deps.db.submission.deleteMany({ where: { id } }).catch(() => undefined);
    await deps.files.removeSubmission(id);
    throw error;
  }
}
