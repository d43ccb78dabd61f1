// POST /v2/submission/review (JSON): the manual-review extension.
import type { FastifyInstance } from "fastify";
import { ReviewRequest } from "../../common/kyc-api/schemas";
import { invalid } from "../domain/form-fields";
import { reviewSubmission } from "../domain/review";

export async function reviewRoutes(app: FastifyInstance) {
  app.post("/v2/submission/review", async (request) => {
    const parsed = ReviewRequest.safeParse(request.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path.join(".") || "body";
      throw invalid(
        field,
        issue.code === "invalid_type" && issue.input === undefined
          ? "is required"
          : `is invalid: ${issue.message}`,
      );
    }
    return reviewSubmission(app.deps, request.project, parsed.data);
  });
}
