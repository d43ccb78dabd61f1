// Creating submissions through the public interface for integration tests.
import { testClient } from "./kyc-service";
import { sampleImage } from "./service-requests";

export async function createSubmissionViaStep1(overrides: { email?: string; userid?: string; apiKey?: string } = {}): Promise<string> {
  const image = await sampleImage("jpeg");
  const result = await testClient({ apiKey: overrides.apiKey }).submitStep1(
    { issuingCountry: "KOR", email: overrides.email ?? "applicant@example.com", idType: "government_id", userid: overrides.userid },
    { data: new Uint8Array(image), name: "id.jpg", type: "image/jpeg" },
  );
  return result.submissionId;
}
