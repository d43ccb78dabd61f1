// Extension (not in the published interface): the simulated bank's statement, so a demo or
// a test reads PreStep2's code the way an applicant reads their banking app. Served only
// while the service uses the simulated bank.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { badRequest, notFound } from "../http/errors";
import { SimulatedBank } from "../bank/simulated-bank";
import { generalErrorMessages } from "../../common/kyc-api/schemas";

const StatementQuery = z.object({
  bankCode: z.string({ error: "bankCode is required" }).regex(/^\d{2,3}$/, "bankCode must be 2 or 3 digits"),
  accountNumber: z
    .string({ error: "accountNumber is required" })
    .regex(/^\d{6,20}$/, "accountNumber must be 6 to 20 digits"),
});

export async function simulatedBankRoutes(app: FastifyInstance) {
  if (app.deps.bank && !(app.deps.bank instanceof SimulatedBank)) return;
  const bank = (app.deps.bank as SimulatedBank | undefined) ?? new SimulatedBank(app.deps.db);

  app.get("/v3/simulated-bank/statement", async (request) => {
    const query = StatementQuery.safeParse(request.query);
    if (!query.success) throw badRequest(`${generalErrorMessages[400]}: ${query.error.issues[0]!.message}`);
    const lines = await bank.statement(query.data.bankCode, query.data.accountNumber);
    if (!lines)
      throw notFound(
        `The simulated bank has no account ${query.data.accountNumber} at bank ${query.data.bankCode}`,
      );
    return { bankCode: query.data.bankCode, accountNumber: query.data.accountNumber, transactions: lines };
  });
}
