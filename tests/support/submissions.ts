// Creating submissions through the public interface for integration tests.
import { serviceDb, testClient } from "./kyc-service";
import { rawRequest, sampleImage } from "./service-requests";

export async function createSubmissionViaStep1(overrides: { email?: string; userid?: string; apiKey?: string } = {}): Promise<string> {
  const image = await sampleImage("jpeg");
  const result = await testClient({ apiKey: overrides.apiKey }).submitStep1(
    { issuingCountry: "KOR", email: overrides.email ?? "applicant@example.com", idType: "government_id", userid: overrides.userid },
    { data: new Uint8Array(image), name: "id.jpg", type: "image/jpeg" },
  );
  return result.submissionId;
}

/**
 * Puts a submission in a state directly, for tests of what follows step 2 (review,
 * duplicates) that must not depend on the face engine's verdict on synthetic images.
 */
export async function arrangeSubmission(id: string, columns: Record<string, unknown>) {
  const { serviceDb } = await import("./kyc-service");
  await (await serviceDb()).submission.update({ where: { id }, data: { ...columns, listRecord: null } });
}

/**
 * PreStep2 for a submission of the demo project (which uses the option), as an applicant
 * would: a deposit to a fresh simulated-bank account of the test's own (the demo accounts
 * have a daily limit and are shared), then the code read from its statement. Returns the
 * code to send as step 2's `account_code`.
 */
export async function passAccountVerification(submissionId: string, apiKey?: string): Promise<string> {
  const accountNumber = `7${Date.now().toString().slice(-8)}${String(Math.floor(Math.random() * 1e4)).padStart(4, "0")}`;
  await (await serviceDb()).simulatedBankAccount.create({ data: { bankCode: "081", accountNumber, holderName: "Test Holder" } });
  const result = await testClient({ apiKey }).verifyAccount({ submissionId, requestType: "occupancy", userName: "Test Holder", bankCode: "081", accountNumber });
  if (!result.success) throw new Error(`PreStep2 did not succeed: ${JSON.stringify(result)}`);
  const statement = await rawRequest("GET", `/v3/simulated-bank/statement?bankCode=081&accountNumber=${accountNumber}`, { apiKey });
  const [latest] = statement.body.transactions as Array<{ depositorName: string }>;
  return latest!.depositorName.slice(0, 3);
}
