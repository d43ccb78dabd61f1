// GET /v2/report/aml?resourceId=: the PDF report of one AML match, made from the stored
// screening (kyc-service/aml/report-pdf.ts). Another project's match is unknown here.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { parseFields } from "../domain/form-fields";
import { notFound } from "../http/errors";
import { renderAmlReport } from "../aml/report-pdf";
import { screeningOfMatch } from "../aml/screening-store";

const required = "is required (aml.matches[i].resource_id of a screened submission)";
const Query = z.looseObject({
  resourceId: z
    .string({ error: (issue) => (issue.input === undefined ? required : undefined) })
    .trim()
    .min(1, required)
    .max(200),
});

export async function amlReportRoutes(app: FastifyInstance) {
  app.get("/v2/report/aml", async (request, reply) => {
    const { resourceId } = parseFields(Query, request.query ?? {});
    const found = await screeningOfMatch(app.deps.db, request.project.id, resourceId);
    if (!found)
      throw notFound(
        `No AML report with resourceId ${resourceId}: it is not a match of a submission of this project, or the submission was deleted or screened again without it`,
      );
    const pdf = await renderAmlReport(found.screening, found.match);
    return reply
      .type("application/pdf")
      .header(
        "content-disposition",
        `attachment; filename="aml-report-${resourceId.replace(/[^A-Za-z0-9_-]/g, "_")}.pdf"`,
      )
      .header("cache-control", "private, no-store")
      .header("x-content-type-options", "nosniff")
      .send(pdf);
  });
}
