// GET /v2/submission: list or one submission of the caller's project.
import type { FastifyInstance } from "fastify";
import { listRecordsJson, parseListQuery } from "../domain/submission-query";
import { submissionDetail } from "../domain/submission-detail";
import { deleteSubmission } from "../domain/submission-removal";
import { invalid } from "../domain/form-fields";

export async function submissionRoutes(app: FastifyInstance) {
  app.get("/v2/submission", async (request, reply) => {
    const query = parseListQuery(request.query);
    const { db } = app.deps;
    if (query.submissionId) {
      const record = await submissionDetail(db, request.project.id, {
        submissionId: query.submissionId,
        userid: query.userid,
        email: query.email,
      });
      return { Items: record ? [record] : [] };
    }
    const page = await listRecordsJson(db, request.project.id, query);
    const next = page.nextpageKey ? `,"nextpageKey":${JSON.stringify(page.nextpageKey)}` : "";
    return reply.type("application/json; charset=utf-8").send(`{"Items":[${page.items.join(",")}]${next}}`);
  });

  app.delete("/v2/submission", async (request) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const id = query.submission_id;
    if (typeof id !== "string" || id === "") throw invalid("submission_id", "is required");
    if (id.length > 200)
      throw invalid("submission_id", `is too long: at most 200 characters (got ${id.length})`);
    const admin = query.admin_name;
    if (admin !== undefined && (typeof admin !== "string" || admin.trim() === "" || admin.length > 200))
      throw invalid(
        "admin_name",
        "must be the name of who deletes the submission, 1 to 200 characters, given once",
      );
    await deleteSubmission(app.deps, request.project.id, id, admin?.trim());
    return { message: "success", content: `Submission ${id} was deleted successfully` };
  });
}
