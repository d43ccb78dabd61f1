// The e2e run's KYC service, reached as the dashboard reaches it: HTTPS with the development
// key and CA of the e2e data directory. For arranging submissions (as an applicant makes
// them, over the public HTTPS interface) and checking deletions.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Step2Fields } from "../../common/kyc-api/schemas";
import { createKycClient, type KycClient } from "../../lib/kyc/client";
import { passDemoAccountVerification } from "../../scripts/demo/account-verification";
import { idCardOf, plainIdImage, selfieOf } from "../../scripts/demo/people";
import type { SpecimenFields } from "../../scripts/specimens";
import { e2eDataDir } from "./accounts";
import { noteSensitive } from "./sensitive-values";

export function e2eKycClient() {
  const port = Number(process.env.E2E_SERVICE_PORT ?? 8444);
  const base = `https://localhost:${port}`;
  return createKycClient({
    legacyBaseUrl: base,
    baseUrl: base,
    apiKey: readFileSync(path.join(e2eDataDir, "kyc-service", "dev-api-key"), "utf8").trim(),
    ca: readFileSync(path.join(e2eDataDir, "certs", "ca.pem"), "utf8"),
    timeoutMs: 15_000,
  });
}

/**
 * A new submission (step 1 with a small plain image), tagged `userid` if given; returns its id.
 * The specs that need a card use applicantStepOne.
 */
export async function createE2ESubmission(email: string, userid?: string): Promise<string> {
  noteSensitive("e-mail", email, "e2e applicant (step 1)");
  const result = await e2eKycClient().submitStep1(
    { issuingCountry: "KOR", email, idType: "government_id", ...(userid ? { userid } : {}) },
    { data: await plainIdImage(), name: "id.jpg", type: "image/jpeg" },
  );
  return result.submissionId;
}

/** What step 2 says of the applicant (the submission id and PreStep2's code come apart). */
export type Applicant = Omit<Step2Fields, "submissionId" | "account_code">;

/**
 * Step 1 as an applicant makes it: a specimen ID card carrying `face`'s portrait, with the
 * card's fields from `card`. Not Korean by default: the Korean ID check would compare the
 * submitted data with the card's own fields. Returns the submission id.
 */
export async function applicantStepOne(
  kyc: KycClient,
  o: { email: string; userid: string; face: string; card?: Partial<SpecimenFields> },
): Promise<string> {
  const { submissionId } = await kyc.submitStep1(
    {
      issuingCountry: o.card?.issuingCountry ?? "FRA",
      email: o.email,
      idType: "government_id",
      userid: o.userid,
    },
    { data: new Uint8Array(await idCardOf(o.face, o.card)), name: "id.png", type: "image/png" },
  );
  return submissionId;
}

/** Step 2 with `face`'s portrait as the selfie; `code` is PreStep2's account code (first try). */
export async function applicantStepTwo(
  kyc: KycClient,
  submissionId: string,
  applicant: Applicant,
  face: string,
  code?: string,
) {
  const selfie = { data: new Uint8Array(await selfieOf(face)), name: "selfie.jpg", type: "image/jpeg" };
  return kyc.submitStep2(
    { submissionId, ...applicant, ...(code ? { account_code: code } : {}) },
    { faceImage: selfie },
  );
}

/** PreStep2 with a demo account of the simulated bank; returns the code step 2 takes. */
export const accountCode = async (kyc: KycClient, submissionId: string) =>
  (await passDemoAccountVerification(kyc, submissionId)).code;

/** Step 1, PreStep2 and step 2 with the same face: a case waiting for review. */
export async function pendingApplicant(
  kyc: KycClient,
  o: { email: string; userid: string; face: string; applicant: Applicant },
): Promise<string> {
  const submissionId = await applicantStepOne(kyc, o);
  const code = await accountCode(kyc, submissionId);
  const result = await applicantStepTwo(kyc, submissionId, o.applicant, o.face, code);
  if (result.kycStatus !== "pending") throw new Error(`expected pending, got ${JSON.stringify(result)}`);
  return submissionId;
}
