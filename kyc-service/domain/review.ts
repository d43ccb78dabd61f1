// Manual review in the vendor's shape (POST /v3/submission/review; docs/decisions/0014): a
// pending submission becomes approved or rejected, with the reviewer's corrections applied.
// Approval gives it an applicant_id. An extension of the embedded service's interface.
import type { Project } from "../projects/projects";
import type { ServiceDeps } from "../deps";
import { ApiError, conflict, notFound } from "../http/errors";
import type { ReviewRequest, ReviewResult } from "../../common/kyc-api/schemas";
import { applicantIdFor } from "./applicants";
import { withSubmissionLock } from "./submission-lock";
import { updateSubmission, type SubmissionChanges } from "./submission-store";

export const reviewedMessage = "Success to review submission.";

/** The vendor's updateFields names onto the stored columns. */
function corrections(fields: ReviewRequest["updateFields"] = {}): SubmissionChanges {
  const changes: SubmissionChanges = {};
  if (fields.fullName !== undefined) changes.name = fields.fullName;
  if (fields.gender !== undefined) changes.gender = fields.gender;
  if (fields.issueDate !== undefined) changes.idIssueDate = fields.issueDate;
  if (fields.expireDate !== undefined) changes.idExpireDate = fields.expireDate;
  if (fields.birthDate !== undefined) changes.dateOfBirth = fields.birthDate;
  if (fields.idType !== undefined) changes.idType = fields.idType;
  return changes;
}

export async function reviewSubmission(
  deps: ServiceDeps,
  project: Project,
  request: ReviewRequest,
): Promise<ReviewResult> {
  if (!project.reviewExtension) {
    throw new ApiError(
      404,
      "The review extension is not enabled for this project (POST /v3/submission/review)",
      "extension_disabled",
    );
  }
  return withSubmissionLock(request.submissionId, () =>
    deps.db.$transaction(async (tx) => {
      const submission = await tx.submission.findFirst({
        where: { id: request.submissionId, projectId: project.id },
      });
      if (!submission) throw notFound(`No submission with submissionId ${request.submissionId}`);
      if (submission.kycResult !== "pending") {
        throw conflict(
          `Submission ${submission.id} is ${submission.kycResult}; only a pending submission can be reviewed`,
          "invalid_submission",
        );
      }
      // Corrections first: the applicant identity of an approval uses the corrected data.
      const corrected = { ...submission, ...corrections(request.updateFields) };
      const applicantId = request.status === "approved" ? await applicantIdFor(tx, corrected) : null;
      await updateSubmission(tx, submission, {
        ...corrections(request.updateFields),
        kycResult: request.status,
        comment: request.status === "rejected" ? JSON.stringify([request.rejectComment]) : null,
        commentCode: null,
        reviewedBy: request.admin,
        reviewedAt: new Date(),
        ...(applicantId ? { applicantId } : {}),
      });
      return {
        submissionId: submission.id,
        message: reviewedMessage,
        finalStatus: request.status,
        ...(applicantId ? { applicant_id: applicantId } : {}),
      };
    }),
  );
}
