// POST /v3/submission/validationaccount (PreStep2). Its errors have their own shape
// (`{ statusCode: 400, success: false, message, errorCode }`), so this plugin has its own
// error handler: a body that is not JSON is `invalid_data_format`, not a general 400.
import type { FastifyInstance } from "fastify";
import { ApiError } from "../http/errors";
import { verifyAccount } from "../bank/verify-account";
import { AccountVerificationError } from "../bank/results";
import { SimulatedBank } from "../bank/simulated-bank";
import { generalErrorMessages } from "../../common/kyc-api/schemas";

export async function validationAccountRoutes(app: FastifyInstance) {
  const bank = app.deps.bank ?? new SimulatedBank(app.deps.db);

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AccountVerificationError) return reply.status(400).send(error.body());
    if (error instanceof ApiError) return reply.status(error.statusCode).send(error.body());
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) return reply.status(413).send({ message: generalErrorMessages[413] });
    if (status && status >= 400 && status < 500) {
      // Fastify refused the body before the handler: not JSON, or not parseable as JSON.
      const detail = status === 415 ? "send the body as application/json" : "the body is not valid JSON";
      return reply.status(400).send(new AccountVerificationError("invalid_data_format", detail).body());
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ message: generalErrorMessages[500] });
  });

  app.post("/v3/submission/validationaccount", async (request) =>
    verifyAccount({ ...app.deps, bank }, request.project, request.body, (error, what) =>
      request.log.error({ err: error }, `PreStep2: could not ${what}`),
    ),
  );
}
