// Manual review, an extension of the embedded service (not in the published interface):
// a pending submission becomes approved or rejected. Approval gives it an applicant_id.
import type { Project } from "../projects/projects";
import type { ServiceDeps } from "../deps";
import { ApiError, conflict, notFound } from "../http/errors";
import type { ReviewRequest } from "../../common/kyc-api/schemas";
import { applicantIdFor } from "./applicants";
import { withSubmissionLock } from "./submission-lock";
import { updateSubmission } from "./submission-store";

export async function reviewSubmission(deps: ServiceDeps, project: Project, request: ReviewRequest) {
  if (!project.reviewExtension) {
    throw new ApiError(
      404,
      "The review extension is not enabled for this project (POST /v2/submission/review)",
      "extension_disabled",
    );
  }
  return withSubmissionLock(request.submission_id, () =>
    deps.db.$transaction(async (tx) => {
      const submission = await tx.submission.findFirst({
        where: { id: request.submission_id, projectId: project.id },
      });
      if (!submission) throw notFound(`No submission with submission_id ${request.submission_id}`);
      if (submission.kycResult !== "pending") {
        throw conflict(
          `Submission ${submission.id} is ${submission.kycResult}; only a pending submission can be reviewed`,
          "invalid_submission",
        );
      }
      const applicantId = request.result === "approved" ? await applicantIdFor(tx, submission) : null;
      await updateSubmission(tx, submission, {
        kycResult: request.result,
        comment: request.comment ? JSON.stringify([request.comment]) : null,
        commentCode: request.commentCode ? JSON.stringify([request.commentCode]) : null,
        ...(applicantId ? { applicantId } : {}),
      });
      return {
        submission_id: submission.id,
        result: request.result,
        ...(applicantId ? { applicant_id: applicantId } : {}),
      };
    }),
  );
}
