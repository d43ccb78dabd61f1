// The case page's applicants, made as applicants make them over the service's public HTTPS
// interface (as tests/e2e/review-data.ts does): a person of the demo sanctions list twice
// under one e-mail (High risk), and an applicant who needed four attempts. Made once per spec
// (tests/e2e/spec-data.ts) and tagged by userid.
import { randomUUID } from "node:crypto";
import type { TestInfo } from "@playwright/test";
import { demoFaces } from "../../scripts/demo/people";
import type { SpecimenFields } from "../../scripts/specimens";
import { accountCode, applicantStepOne, applicantStepTwo, e2eKycClient, type Applicant } from "./kyc-service";
import { untilIndexed } from "./indexed";
import { arrangedOnce } from "./spec-data";

export interface CaseData {
  tag: string;
  /** Pending, AML red flag with High risk (the demo list's Ignatius Quillfeather, a middle name added). */
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

/**
 * "e2e-case-1a2b3c4d" → "Dmen": the tag's last four hex digits as letters. Four: the list
 * scores the name 100 with a four-letter middle name, 90 with five, below the threshold with eight.
 */
function lettersOf(tag: string): string {
  const letters = [...tag.slice(-4)].map((c) => String.fromCharCode(97 + parseInt(c, 16))).join("");
  return letters[0]!.toUpperCase() + letters.slice(1);
}

async function arrange(): Promise<CaseData> {
  const tag = `e2e-case-${randomUUID().slice(0, 8)}`;
  const kyc = e2eKycClient();
  try {
    // A middle name of this arrangement's own (the list still matches it at 100, High): the
    // four-eyes test approves this person, and a `--repeat-each` copy (or a run on a kept data
    // directory) with the same name, birth date, nationality and gender would be that
    // approval's possible duplicate, and its approval refused.
    const name = `Ignatius Barnaby ${lettersOf(tag)} Quillfeather`;
    const screened: Applicant = { name, date_of_birth: "1972-11-30", nationality: "GBR", gender: "male" };
    const email = `${tag}-listed@example.com`;
    const flagged = [];
    for (let i = 0; i < 2; i++) {
      const id = await applicantStepOne(kyc, {
        email,
        userid: tag,
        face: demoFaces.thirdPerson,
        card: listed,
      });
      const code = await accountCode(kyc, id);
      await applicantStepTwo(kyc, id, screened, demoFaces.thirdPerson, code);
      flagged.push(id);
    }
    const retriesName = `Rita Retries ${tag}`;
    const person: Applicant = {
      name: retriesName,
      date_of_birth: "1991-03-03",
      nationality: "KOR",
      gender: "female",
    };
    const retries = await applicantStepOne(kyc, {
      email: `${tag}-retries@example.com`,
      userid: tag,
      face: demoFaces.otherPerson,
    });
    const code = await accountCode(kyc, retries);
    await applicantStepTwo(kyc, retries, person, demoFaces.passes, code);
    await applicantStepTwo(kyc, retries, person, demoFaces.passes);
    await applicantStepTwo(kyc, retries, person, demoFaces.passes);
    const last = await applicantStepTwo(kyc, retries, person, demoFaces.otherPerson);
    if (last.kycStatus !== "pending")
      throw new Error(`the fourth attempt should pass: ${JSON.stringify(last)}`);
    await untilIndexed(kyc, tag);
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

export function caseData(info: TestInfo): Promise<CaseData> {
  return arrangedOnce("case", info, arrange);
}
