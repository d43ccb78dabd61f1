// POST /v2/submission/step2 (multipart/form-data): the selfie and the applicant's data.
import type { FastifyInstance } from "fastify";
import { readMultipart } from "../http/multipart";
import { step2FileFields, submitStep2 } from "../domain/step2/submit-step2";

export async function step2Routes(app: FastifyInstance) {
  app.post("/v2/submission/step2", async (request) => {
    const body = await readMultipart(request, app.deps.files, step2FileFields);
    try {
      return await submitStep2(app.deps, request.project, body);
    } finally {
      await body.discard();
    }
  });
}
