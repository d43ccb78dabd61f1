// POST /v3/submission/review (JSON): manual review in the vendor's shape.
import type { FastifyInstance } from "fastify";
import { ReviewRequest } from "../../common/kyc-api/schemas";
import { checkCalendarDate, invalid } from "../domain/form-fields";
import { reviewSubmission } from "../domain/review";

export async function reviewRoutes(app: FastifyInstance) {
  app.post("/v3/submission/review", async (request) => {
    const parsed = ReviewRequest.safeParse(request.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path.join(".") || "body";
      throw invalid(
        field,
        issue.code === "invalid_type" && issue.input === undefined
          ? "is required"
          : issue.code === "custom"
            ? issue.message
            : `is invalid: ${issue.message}`,
      );
    }
    const corrections = parsed.data.updateFields ?? {};
    checkCalendarDate("updateFields.issueDate", corrections.issueDate);
    checkCalendarDate("updateFields.expireDate", corrections.expireDate);
    checkCalendarDate("updateFields.birthDate", corrections.birthDate, { notAfterToday: true });
    return reviewSubmission(app.deps, request.project, parsed.data);
  });
}
