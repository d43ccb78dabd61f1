// GET /v2/submission: list or one submission of the caller's project.
import type { FastifyInstance } from "fastify";
import { listSubmissionRows, parseListQuery } from "../domain/submission-query";
import { submissionRecord } from "../domain/submission-record";
import type { AmlOutcome } from "../../lib/kyc/schemas";

const notScreened: AmlOutcome = { risk_level_summary: "Not Screened", currentstatus: "Not Screened" };

export async function submissionRoutes(app: FastifyInstance) {
  app.get("/v2/submission", async (request) => {
    const query = parseListQuery(request.query);
    const { db } = app.deps;
    const { rows, nextpageKey } = await listSubmissionRows(db, request.project.id, query);
    if (query.submissionId) {
      const attempts = rows.length
        ? await db.attempt.findMany({ where: { submissionId: rows[0]!.id }, orderBy: { attemptCnt: "asc" } })
        : [];
      return { Items: rows.map((row) => submissionRecord(row, { attempts, aml: notScreened })) };
    }
    return { Items: rows.map((row) => submissionRecord(row)), ...(nextpageKey ? { nextpageKey } : {}) };
  });
}
