// Creating submissions through the public interface for integration tests.
import { testClient } from "./kyc-service";
import { sampleImage } from "./service-requests";
import { passDemoAccountVerification } from "@/scripts/demo/account-verification";

/** Step 1 with a noise image as the ID, or `idCard` (PNG bytes, e.g. scripts/demo/people.ts). */
export async function createSubmissionViaStep1(
  overrides: {
    email?: string;
    userid?: string;
    apiKey?: string;
    idCard?: Buffer;
    issuingCountry?: string;
    idType?: "government_id" | "passport" | "drivers_license";
  } = {},
): Promise<string> {
  const image = overrides.idCard
    ? { data: new Uint8Array(overrides.idCard), name: "id.png", type: "image/png" }
    : { data: new Uint8Array(await sampleImage("jpeg")), name: "id.jpg", type: "image/jpeg" };
  const result = await testClient({ apiKey: overrides.apiKey }).submitStep1(
    {
      issuingCountry: overrides.issuingCountry ?? "KOR",
      email: overrides.email ?? "applicant@example.com",
      idType: overrides.idType ?? "government_id",
      userid: overrides.userid,
    },
    image,
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
 * PreStep2 for a submission of a project with the option (the demo project has it), as an
 * applicant would (scripts/demo/account-verification.ts). Returns the code to send as step 2's
 * `account_code`.
 */
export async function passAccountVerification(submissionId: string, apiKey?: string): Promise<string> {
  const client = testClient({ apiKey });
  try {
    return (await passDemoAccountVerification(client, submissionId)).code;
  } finally {
    await client.close();
  }
}
