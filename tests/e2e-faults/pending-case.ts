// A pending case at the e2e run's KYC service, made as an applicant makes one (step 1 with a
// specimen ID card, PreStep2 with the simulated bank, step 2 with a selfie of the same face),
// for a decision the fault tests can interrupt.
import { passDemoAccountVerification } from "../../scripts/demo/account-verification";
import { demoFaces, idCardOf, selfieOf } from "../../scripts/demo/people";
import { e2eKycClient } from "../e2e/kyc-service";
import { noteSensitive } from "../e2e/sensitive-values";

export async function pendingCase(): Promise<string> {
  const kyc = e2eKycClient();
  try {
    const email = `e2e-crash-${Date.now()}@example.com`;
    noteSensitive("e-mail", email, "fault-test applicant");
    const { submissionId } = await kyc.submitStep1(
      { issuingCountry: "FRA", email, idType: "government_id" },
      { data: new Uint8Array(await idCardOf(demoFaces.passes)), name: "id.png", type: "image/png" },
    );
    const { code } = await passDemoAccountVerification(kyc, submissionId);
    const selfie = new Uint8Array(await selfieOf(demoFaces.passes));
    const result = await kyc.submitStep2(
      {
        submissionId,
        name: "Crash Test Applicant",
        date_of_birth: "1985-05-05",
        nationality: "FRA",
        gender: "female",
        account_code: code,
      },
      { faceImage: { data: selfie, name: "selfie.jpg", type: "image/jpeg" } },
    );
    if (result.kycStatus !== "pending")
      throw new Error(`step 2 left the case ${result.kycStatus}, not pending`);
    return submissionId;
  } finally {
    await kyc.close();
  }
}
