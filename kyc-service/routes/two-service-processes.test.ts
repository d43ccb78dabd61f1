// Two service processes on one PostgreSQL database, as replicas behind a load balancer would
// run: concurrent PreStep2 deposits to one account and concurrent step 2 retries of one
// submission, half through each process. The guards live in the database (bank/transfer-slot.ts,
// updateSubmissionIfUnchanged), so the 10-deposits-a-day limit and step 2's retry count stay
// exact; a step 2 that lost the race gets a clear 409, never a 500.
// Needs KYC_TEST_POSTGRES_URL (an admin connection URL; CI sets it), like the other PostgreSQL tests.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKycClient, type KycClient } from "@/lib/kyc/client";
import { KycApiError } from "@/lib/kyc/errors";
import { demoAccountNumber, demoBankCode, demoHolder } from "@/kyc-service/bank/demo-accounts";
import { startService, type RunningService } from "@/kyc-service/setup/service-process";
import { openServiceDb, type ServiceDb } from "@/kyc-service/store/db";
import { postgresAdminUrl, scratchDatabase } from "@/tests/support/scratch-postgres";
import { sampleImage } from "@/tests/support/service-requests";

const database = scratchDatabase("kyc_test_two_services");
const url = database.url;

const clientOf = (service: RunningService) =>
  createKycClient({
    legacyBaseUrl: service.baseUrl,
    baseUrl: service.baseUrl,
    apiKey: service.apiKey,
    ca: service.ca,
    timeoutMs: 30_000,
  });

/** A small decodable image without print (tests/support/service-requests.ts): the OCR refuses it at once. */
const noise = async () => ({
  data: new Uint8Array(await sampleImage("jpeg", 160, 100)),
  name: "image.jpg",
  type: "image/jpeg",
});

describe.skipIf(!postgresAdminUrl)("two service processes on one PostgreSQL database", () => {
  let services: RunningService[] = [];
  let clients: KycClient[] = [];
  let db: ServiceDb;

  beforeAll(async () => {
    await database.create();
    const env = { KYC_SERVICE_DATABASE_URL: url(), KYC_OCR_WARM: "off", KYC_AML_DEMO_LISTS: "off" };
    // One after the other: the first migrates the database and writes the shared data
    // directory (certificate, API key, image files), the second finds both ready.
    const first = await startService({ env });
    services = [first, await startService({ dataDir: first.dataDir, env })];
    clients = services.map(clientOf);
    db = await openServiceDb(url());
  }, 180_000);
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await Promise.all(services.map((s) => s.stop()));
    await db?.$disconnect();
    await database.drop();
  }, 60_000);

  const stepOne = async (i: number) =>
    (
      await clients[i % 2]!.submitStep1(
        { issuingCountry: "KOR", email: `two-services-${i}@example.com`, idType: "government_id" },
        await noise(),
      )
    ).submissionId;

  it("keeps the 10-deposits-a-day limit exact with 12 concurrent deposits to one account", async () => {
    const submissions = await Promise.all(Array.from({ length: 12 }, (_, i) => stepOne(i)));
    const accountNumber = demoAccountNumber("ok", 90_000 + Math.floor(Math.random() * 9_000));
    const results = await Promise.all(
      submissions.map((submissionId, i) =>
        clients[i % 2]!.verifyAccount({
          submissionId,
          requestType: "occupancy",
          userName: demoHolder,
          bankCode: demoBankCode,
          accountNumber,
        }).then(
          (result) => (result.success ? "deposited" : JSON.stringify(result)),
          (error: unknown) => (error instanceof KycApiError ? error.code : String(error)),
        ),
      ),
    );
    expect(results.filter((r) => r === "deposited")).toHaveLength(10);
    expect(results.filter((r) => r !== "deposited")).toEqual([
      "exceeded_transfer_limit",
      "exceeded_transfer_limit",
    ]);
    const statement = await clients[0]!.simulatedBankStatement(demoBankCode, accountNumber);
    expect(statement.transactions).toHaveLength(10);
  }, 120_000);

  it("counts each concurrent step 2 retry once, and answers the ones that lost the race with a 409", async () => {
    const submissionId = await stepOne(100);
    const accountNumber = demoAccountNumber("ok", 80_000 + Math.floor(Math.random() * 9_000));
    await clients[0]!.verifyAccount({
      submissionId,
      requestType: "occupancy",
      userName: demoHolder,
      bankCode: demoBankCode,
      accountNumber,
    });
    const { transactions } = await clients[1]!.simulatedBankStatement(demoBankCode, accountNumber);
    const code = /^(\d{3})/.exec(transactions[0]!.depositorName)![1]!;
    const wrong = String((Number(code) + 1) % 1000).padStart(3, "0");
    const selfie = await noise();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        clients[i % 2]!.submitStep2(
          {
            submissionId,
            name: "Two Services",
            date_of_birth: "1990-01-01",
            nationality: "KOR",
            gender: "female",
            account_code: wrong,
          },
          { faceImage: selfie },
        ).then(
          (result) => ({ status: 200, retryCount: result.retryCount }),
          (error: unknown) => ({
            status: error instanceof KycApiError ? error.status : 0,
            message: error instanceof Error ? error.message : String(error),
          }),
        ),
      ),
    );
    // Each answer was counted (200) or refused cleanly (409: lost the race, or already rejected).
    for (const answer of answers) expect([200, 409], JSON.stringify(answer)).toContain(answer.status);
    const counted = answers
      .filter((a) => a.status === 200)
      .map((a) => (a as { retryCount: number }).retryCount);
    const row = await db.submission.findUniqueOrThrow({ where: { id: submissionId } });
    const attempts = await db.attempt.count({ where: { submissionId } });
    // Every counted answer is one attempt and one retry, numbered without a gap or a repeat.
    expect(attempts).toBe(counted.length);
    expect(row.retryCount).toBe(attempts);
    expect([...counted].sort()).toEqual(Array.from({ length: attempts }, (_, i) => i + 1));
    // More than 3 retries rejects: the fourth counted one did, and nothing was counted after it.
    expect(row.kycResult).toBe(attempts > 3 ? "rejected" : "incomplete");
    expect(attempts).toBeLessThanOrEqual(4);
  }, 120_000);
});
