// GET /v2/submission/applicant: the approved submissions sharing an applicant_id, oldest
// first, answered as the vendor does: a bare array of { submission_id, duplicated_information,
// email } (docs/vendor-differences.md).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { DuplicateApplicant } from "../../common/kyc-api/schemas";
import { parseFields } from "../domain/form-fields";

const required = "is required (the applicant_id of an approved submission)";
const Query = z.looseObject({
  applicant_id: z
    .string({ error: (issue) => (issue.input === undefined ? required : undefined) })
    .min(1, required)
    .max(200),
});

/**
 * What the submissions share: the facts an applicant_id is given on (domain/applicants.ts),
 * and the face when both have one. Names only, never the values.
 */
function duplicatedInformation(hasFace: boolean): string {
  return ["name", "date_of_birth", "nationality", "gender", ...(hasFace ? ["face"] : [])].join(",");
}

export async function applicantRoutes(app: FastifyInstance) {
  app.get("/v2/submission/applicant", async (request) => {
    const query = parseFields(Query, request.query ?? {});
    const rows = await app.deps.db.submission.findMany({
      where: { projectId: request.project.id, applicantId: query.applicant_id, kycResult: "approved" },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true, email: true, faceEmbedding: true },
      take: 2000,
    });
    const allHaveFaces = rows.every((row) => row.faceEmbedding !== null);
    return rows.map((row): DuplicateApplicant => ({
      submission_id: row.id,
      duplicated_information: duplicatedInformation(allHaveFaces && rows.length > 1),
      email: row.email,
    }));
  });
}
