// The case page's applicants, made as applicants make them over the service's public HTTPS
// interface (as tests/e2e/review-data.ts does): a person of the demo sanctions list twice
// under one e-mail (High risk), and an applicant who needed four attempts. Made once per
// `playwright test` run (E2E_RUN_ID) and tagged by userid.
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { KycClient } from "../../lib/kyc/client";
import { passDemoAccountVerification } from "../../scripts/demo/account-verification";
import { demoFaces, idCardOf, selfieOf } from "../../scripts/demo/people";
import type { SpecimenFields } from "../../scripts/specimens";
import { e2eDataDir } from "./accounts";
import { e2eKycClient } from "./kyc-service";

export interface CaseData {
  tag: string;
  /** Pending, AML red flag with High risk (the demo list's Ignatius Quillfeather). */
  flagged: { id: string; name: string };
  /** The same person again under the same e-mail: the same list entry comes back. */
  flaggedAgain: { id: string; name: string };
  /** Pending after four attempts: three selfies of someone else, then the right one. */
  retries: { id: string; name: string };
}

const listed: Partial<SpecimenFields> = {
  surname: "QUILLFEATHER",
  givenNames: "IGNATIUS BARNABY",
  birthDate: "1972-11-30",
  sex: "male",
  nationality: "GBR",
  issuingCountry: "GBR",
};

async function stepOne(
  kyc: KycClient,
  tag: string,
  email: string,
  face: string,
  card: Partial<SpecimenFields> = {},
) {
  const id = new Uint8Array(await idCardOf(face, card));
  const { submissionId } = await kyc.submitStep1(
    { issuingCountry: card.issuingCountry ?? "FRA", email, idType: "government_id", userid: tag },
    { data: id, name: "id.png", type: "image/png" },
  );
  return submissionId;
}

async function stepTwo(
  kyc: KycClient,
  submissionId: string,
  person: Record<string, string>,
  face: string,
  code?: string,
) {
  const selfie = { data: new Uint8Array(await selfieOf(face)), name: "selfie.jpg", type: "image/jpeg" };
  const fields = { submissionId, ...person, ...(code ? { account_code: code } : {}) };
  return kyc.submitStep2(fields as Parameters<KycClient["submitStep2"]>[0], { faceImage: selfie });
}

async function arrange(): Promise<CaseData> {
  const tag = `e2e-case-${randomUUID().slice(0, 8)}`;
  const kyc = e2eKycClient();
  try {
    const name = "Ignatius Barnaby Quillfeather";
    const screened = { name, date_of_birth: "1972-11-30", nationality: "GBR", gender: "male" };
    const email = `${tag}-listed@example.com`;
    const flagged = [];
    for (let i = 0; i < 2; i++) {
      const id = await stepOne(kyc, tag, email, demoFaces.thirdPerson, listed);
      const code = (await passDemoAccountVerification(kyc, id)).code;
      await stepTwo(kyc, id, screened, demoFaces.thirdPerson, code);
      flagged.push(id);
    }
    const retriesName = `Rita Retries ${tag}`;
    const person = { name: retriesName, date_of_birth: "1991-03-03", nationality: "KOR", gender: "female" };
    const retries = await stepOne(kyc, tag, `${tag}-retries@example.com`, demoFaces.otherPerson);
    const code = (await passDemoAccountVerification(kyc, retries)).code;
    await stepTwo(kyc, retries, person, demoFaces.passes, code);
    await stepTwo(kyc, retries, person, demoFaces.passes);
    await stepTwo(kyc, retries, person, demoFaces.passes);
    const last = await stepTwo(kyc, retries, person, demoFaces.otherPerson);
    if (last.kycStatus !== "pending")
      throw new Error(`the fourth attempt should pass: ${JSON.stringify(last)}`);
    return {
      tag,
      flagged: { id: flagged[0]!, name },
      flaggedAgain: { id: flagged[1]!, name },
      retries: { id: retries, name: retriesName },
    };
  } finally {
    await kyc.close();
  }
}

export async function caseData(): Promise<CaseData> {
  const cache = path.join(e2eDataDir, `case-data-${process.env.E2E_RUN_ID ?? "local"}.json`);
  if (existsSync(cache)) return JSON.parse(readFileSync(cache, "utf8")) as CaseData;
  const data = await arrange();
  writeFileSync(cache, JSON.stringify(data));
  return data;
}
