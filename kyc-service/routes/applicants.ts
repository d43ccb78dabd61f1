// GET /v2/submission/applicant: the approved submissions sharing an applicant_id.
// Container `{ Items: [{ submission_id, email }] }` (docs/decisions/0003); oldest first.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { invalid } from "../domain/form-fields";

const Query = z.looseObject({ applicant_id: z.string().min(1).max(200) });

export async function applicantRoutes(app: FastifyInstance) {
  app.get("/v2/submission/applicant", async (request) => {
    const parsed = Query.safeParse(request.query ?? {});
    if (!parsed.success)
      throw invalid("applicant_id", "is required (the applicant_id of an approved submission)");
    const rows = await app.deps.db.submission.findMany({
      where: { projectId: request.project.id, applicantId: parsed.data.applicant_id, kycResult: "approved" },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true, email: true },
      take: 2000,
    });
    return { Items: rows.map((row) => ({ submission_id: row.id, email: row.email })) };
  });
}
