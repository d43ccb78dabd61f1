// POST /v2/submission/step1 (multipart/form-data): the ID image and the applicant's e-mail.
import type { FastifyInstance } from "fastify";
import { readMultipart } from "../http/multipart";
import { step1FileFields, submitStep1 } from "../domain/step1/submit-step1";

export async function step1Routes(app: FastifyInstance) {
  app.post("/v2/submission/step1", async (request) => {
    const body = await readMultipart(request, app.deps.files, step1FileFields);
    try {
      return await submitStep1(app.deps, request.project, request.ip, body);
    } finally {
      await body.discard();
    }
  });
}
