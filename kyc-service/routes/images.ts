// GET /v2/image: streams a stored image of a submission with its content type.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { imageTypes } from "../../common/kyc-api/schemas";
import { parseFields } from "../domain/form-fields";
import { notFound } from "../http/errors";

const Query = z.looseObject({
  submission_id: z.string().min(1).max(200),
  type: z.enum(imageTypes, { error: `must be one of ${imageTypes.join(", ")}` }),
});

const columns = {
  idImage: { path: "idImagePath", type: "idImageType" },
  idBackImage: { path: "idBackImagePath", type: "idBackImageType" },
  selfieImage: { path: "selfieImagePath", type: "selfieImageType" },
  addressImage: { path: "addressImagePath", type: "addressImageType" },
} as const;

export async function imageRoutes(app: FastifyInstance) {
  app.get("/v2/image", async (request, reply) => {
    const { submission_id: id, type } = parseFields(Query, request.query ?? {});
    const column = columns[type];
    const row = await app.deps.db.submission.findFirst({
      where: { id, projectId: request.project.id },
      select: {
        idImagePath: true,
        idImageType: true,
        idBackImagePath: true,
        idBackImageType: true,
        selfieImagePath: true,
        selfieImageType: true,
        addressImagePath: true,
        addressImageType: true,
      },
    });
    if (!row) throw notFound(`No submission with submission_id ${id}`);
    const stored = row[column.path];
    if (!stored) throw notFound(`Submission ${id} has no ${type}`);
    return reply
      .type(row[column.type] ?? "application/octet-stream")
      .header("cache-control", "private, no-store")
      .header("x-content-type-options", "nosniff")
      .send(app.deps.files.open(stored));
  });
}
