// POST /v2/submission/step2: stores the selfie (and address image), runs the checks of
// checks.ts on the submission under its lock, appends the attempt and applies the retry
// rule, all in one transaction.
import type { ServiceDeps } from "../../deps";
import type { Project } from "../../projects/projects";
import type { MultipartBody } from "../../http/multipart";
import { conflict, notFound } from "../../http/errors";
import type { Step2Result } from "../../../common/kyc-api/schemas";
import { missingAccountCode } from "../../bank/account-code-check";
import { invalid } from "../form-fields";
import { ImageRejected, inspectImage, type ImageFormat } from "../images";
import { withSubmissionLock } from "../submission-lock";
import { updateSubmissionIfUnchanged } from "../submission-store";
import { step2Finishers, step2Gates } from "./checks";
import { Step2Context } from "./context";
import { step2Outcome } from "./outcome";
import { applicantColumns, parseStep2Fields } from "./step2-fields";

export const step2FileFields = ["faceImage", "addressImage"] as const;

/** The submission changed under this step 2 (another service process recorded one). */
class RecordedElsewhere extends Error {}

// The unique (submissionId, attemptCnt) index: another process took this attempt's number.
const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: string }).code === "P2002";

async function checkedImage(
  body: MultipartBody,
  field: "faceImage" | "addressImage",
): Promise<ImageFormat | undefined> {
  const upload = body.files[field];
  if (!upload) return undefined;
  if (upload.bytes === 0) throw invalid(field, "is empty");
  return inspectImage(upload.path).catch((error: unknown) => {
    throw error instanceof ImageRejected ? invalid(field, error.message) : error;
  });
}

export async function submitStep2(
  deps: ServiceDeps,
  project: Project,
  body: MultipartBody,
): Promise<Step2Result> {
  const fields = parseStep2Fields(body.fields, body.truncated);
  if (!body.files.faceImage) throw invalid("faceImage", "is required (a JPEG or PNG selfie of at most 3 MB)");
  const selfieFormat = (await checkedImage(body, "faceImage"))!;
  const addressFormat = await checkedImage(body, "addressImage");

  return withSubmissionLock(fields.submissionId, async () => {
    const submission = await deps.db.submission.findFirst({
      where: { id: fields.submissionId, projectId: project.id },
    });
    if (!submission) throw notFound(`No submission with submissionId ${fields.submissionId}`);
    if (submission.kycResult !== "incomplete") {
      throw conflict(
        `Submission ${submission.id} is ${submission.kycResult}; step 2 can run only while it is incomplete`,
        "invalid_submission",
      );
    }
    if (!submission.idImagePath || !submission.idImageType)
      throw conflict(`Submission ${submission.id} has no ID image; send step 1 again`, "invalid_submission");
    // Incomplete, but not an attempt: nothing was checked, so no retry is counted.
    const missingCode = await missingAccountCode(deps.db, project, submission.id, fields.account_code);
    if (missingCode)
      return { kycStatus: "incomplete", retryCount: submission.retryCount, message: missingCode };

    const selfiePath = await deps.files.adopt(
      body.files.faceImage!.path,
      submission.id,
      "selfieImage",
      selfieFormat.extension,
    );
    const addressPath = addressFormat
      ? await deps.files.adopt(
          body.files.addressImage!.path,
          submission.id,
          "addressImage",
          addressFormat.extension,
        )
      : undefined;
    const context = new Step2Context(deps, project, submission, fields, {
      selfie: { path: deps.files.absolute(selfiePath), format: selfieFormat },
      id: {
        path: deps.files.absolute(submission.idImagePath),
        format: {
          mimeType: submission.idImageType as ImageFormat["mimeType"],
          extension: submission.idImageType === "image/png" ? "png" : "jpg",
        },
      },
      ...(addressFormat
        ? { address: { path: deps.files.absolute(addressPath!), format: addressFormat } }
        : {}),
    });

    try {
      for (const check of step2Gates) {
        await check.run(context);
        if (context.failure) break;
      }
      for (const check of step2Finishers) await check.run(context);
    } catch (error) {
      await Promise.all([deps.files.remove(selfiePath), deps.files.remove(addressPath)]);
      throw error;
    }

    const outcome = step2Outcome(submission.retryCount, context.failure);
    const recorded = await deps.db
      .$transaction(async (tx) => {
        const attemptCnt = (await tx.attempt.count({ where: { submissionId: submission.id } })) + 1;
        await tx.attempt.create({
          data: {
            submissionId: submission.id,
            attemptCnt,
            livenessScore: context.attempt.livenessScore,
            faceSimilarityScore: context.attempt.faceSimilarityScore,
            verificationParams: context.attempt.verificationParams
              ? JSON.stringify(context.attempt.verificationParams)
              : null,
            verificationResult: context.attempt.verificationResult,
            retryMsg: context.failure?.message,
            error: context.attempt.error,
          },
        });
        for (const write of context.writes) await write(tx);
        const unchanged = await updateSubmissionIfUnchanged(tx, submission, {
          ...applicantColumns(fields),
          ...context.changes,
          selfieImagePath: selfiePath,
          selfieImageType: selfieFormat.mimeType,
          ...(addressFormat
            ? { addressImagePath: addressPath, addressImageType: addressFormat.mimeType }
            : {}),
          kycResult: outcome.kycResult,
          retryCount: outcome.retryCount,
          comment: outcome.comment ? JSON.stringify(outcome.comment) : submission.comment,
          commentCode: outcome.commentCode ? JSON.stringify(outcome.commentCode) : submission.commentCode,
        });
        // Another process recorded a step 2 since the read: undo this attempt (rollback).
        if (!unchanged) throw new RecordedElsewhere();
      })
      .then(
        () => true,
        (error: unknown) => {
          if (error instanceof RecordedElsewhere || isUniqueViolation(error)) return false;
          throw error;
        },
      );
    if (!recorded) {
      await Promise.all([deps.files.remove(selfiePath), deps.files.remove(addressPath)]);
      throw conflict(
        `Another step 2 for submission ${submission.id} was recorded at the same moment, so this one was not counted; read the submission and send step 2 again if it is still incomplete`,
        "invalid_submission",
      );
    }
    // The images of earlier tries are replaced by this one's.
    if (submission.selfieImagePath !== selfiePath) await deps.files.remove(submission.selfieImagePath);
    if (addressFormat) await deps.files.remove(submission.addressImagePath);

    return {
      kycStatus: outcome.kycResult,
      retryCount: outcome.retryCount,
      ...(context.attempt.faceSimilarityScore !== undefined
        ? { faceSimilarityScore: context.attempt.faceSimilarityScore }
        : {}),
      ...(context.attempt.livenessScore !== undefined
        ? { livenessScore: context.attempt.livenessScore }
        : {}),
      ...(context.attempt.verificationResult
        ? { verificationResult: context.attempt.verificationResult }
        : {}),
      ...(context.failure ? { message: context.failure.message } : {}),
    };
  });
}
