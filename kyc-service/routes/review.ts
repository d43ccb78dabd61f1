// POST /v3/submission/review (JSON): manual review in the vendor's shape.
import type { FastifyInstance } from "fastify";
import { ReviewRequest } from "../../common/kyc-api/schemas";
import { checkCalendarDate, parseFields } from "../domain/form-fields";
import { reviewSubmission } from "../domain/review";

export async function reviewRoutes(app: FastifyInstance) {
  app.post("/v3/submission/review", async (request) => {
    const review = parseFields(ReviewRequest, request.body ?? {});
    const corrections = review.updateFields ?? {};
    checkCalendarDate("updateFields.issueDate", corrections.issueDate);
    checkCalendarDate("updateFields.expireDate", corrections.expireDate);
    checkCalendarDate("updateFields.birthDate", corrections.birthDate, { notAfterToday: true });
    return reviewSubmission(app.deps, request.project, review);
  });
}
