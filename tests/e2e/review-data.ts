// Submissions for the review-workspace e2e, made as an applicant makes them: step 1 with a
// specimen ID card carrying a sample portrait, PreStep2 with a demo account of the simulated
// bank, step 2 with a portrait as the selfie (the real face engine scores it), and the review
// extension for approvals, all over the service's public HTTPS interface (nothing is written
// to the service's database). Tagged with a run id (the userid) so that filters find exactly
// this run's records. The people are scripts/demo/people.ts's.
import { randomUUID } from "node:crypto";
import type { TestInfo } from "@playwright/test";
import type { KycClient } from "../../lib/kyc/client";
import { demoFaces, plainIdImage } from "../../scripts/demo/people";
import type { SpecimenFields } from "../../scripts/specimens";
import { accountCode, applicantStepOne, applicantStepTwo, e2eKycClient, type Applicant } from "./kyc-service";
import { untilIndexed } from "./indexed";
import { arrangedOnce } from "./spec-data";

export interface ReviewData {
  tag: string;
  /** Pending after two attempts: the first failed the face match (another person's selfie), the second passed. */
  pending: { id: string; name: string };
  /** Two approved submissions of the same person: each is the other's duplicate. */
  approved: { id: string; name: string };
  duplicate: { id: string; name: string };
  /** Pending, with an AML red flag: a person of the demo sanctions list (docs/aml.md). */
  redFlag: { id: string; name: string };
  /** Step-1-only (incomplete) submissions of the same userid, for paging past 50. */
  fillers: number;
}

/** Step 1 of applicant `seed` of this run: its e-mail is `<tag>-<seed>@example.com`. */
const stepOne = (kyc: KycClient, tag: string, seed: number, face: string, card?: Partial<SpecimenFields>) =>
  applicantStepOne(kyc, { email: `${tag}-${seed}@example.com`, userid: tag, face, card });

/** This spec's review data (tests/e2e/spec-data.ts); `fillers` only for a spec that pages past 50. */
export function reviewData(info: TestInfo, o: { fillers: number } = { fillers: 0 }): Promise<ReviewData> {
  return arrangedOnce("review", info, () => arrangeReviewData(o.fillers));
}

async function arrangeReviewData(fillers: number): Promise<ReviewData> {
  const tag = `e2e-${randomUUID().slice(0, 8)}`;
  const kyc = e2eKycClient();
  try {
    // Made side by side, as applicants arrive: the fillers four at a time beside the three
    // applicants' own steps, each applicant's steps in their order (one request at a time, this
    // took 77 s of the spec's 118 s, docs/benchmarks.md).
    const filled = inBatches(fillers, 4, async (i) =>
      kyc.submitStep1(
        { issuingCountry: "KOR", email: `${tag}-f${i}@example.com`, idType: "government_id", userid: tag },
        { data: await plainIdImage(), name: "id.jpg", type: "image/jpeg" },
      ),
    );

    const twoApprovals = (async () => {
      // Two approvals of one person (two crops of the same face): the review extension gives
      // the second the first one's applicant_id, so each lists the other as a duplicate.
      const approvedName = `Dana Duplicate ${tag}`;
      const person: Applicant = {
        name: approvedName,
        date_of_birth: "1985-05-05",
        nationality: "KOR",
        gender: "female",
      };
      const approved = await stepOne(kyc, tag, 1, demoFaces.passes);
      await expectStatus(
        applicantStepTwo(kyc, approved, person, demoFaces.passes, await accountCode(kyc, approved)),
        "pending",
      );
      const duplicate = await stepOne(kyc, tag, 2, demoFaces.samePersonAgain);
      await expectStatus(
        applicantStepTwo(
          kyc,
          duplicate,
          person,
          demoFaces.samePersonAgain,
          await accountCode(kyc, duplicate),
        ),
        "pending",
      );
      await kyc.reviewSubmission({ submissionId: approved, status: "approved", admin: "E2E reviewer" });
      await kyc.reviewSubmission({ submissionId: duplicate, status: "approved", admin: "E2E reviewer" });
      return { approved, duplicate, approvedName };
    })();
    const retried = (async () => {
      // Someone else's selfie first (a failed face match, a retry), then the applicant's own.
      const pendingName = `Paula Pending ${tag}`;
      const applicant: Applicant = {
        name: pendingName,
        date_of_birth: "1990-01-01",
        nationality: "KOR",
        gender: "female",
        identity_number: "900101-2345678",
      };
      const pending = await stepOne(kyc, tag, 3, demoFaces.otherPerson);
      await expectStatus(
        applicantStepTwo(kyc, pending, applicant, demoFaces.passes, await accountCode(kyc, pending)),
        "incomplete",
      );
      await expectStatus(applicantStepTwo(kyc, pending, applicant, demoFaces.otherPerson), "pending");
      return { pending, pendingName };
    })();
    const sanctioned = (async () => {
      // A person of the fictional demo sanctions list: screened after a passed step 2.
      const listed = {
        surname: "QUILLFEATHER",
        givenNames: "IGNATIUS BARNABY",
        birthDate: "1972-11-30",
        sex: "male",
        nationality: "GBR",
        issuingCountry: "GBR",
      } as const;
      const redFlagName = "Ignatius Barnaby Quillfeather";
      const redFlag = await stepOne(kyc, tag, 4, demoFaces.thirdPerson, listed);
      const screened: Applicant = {
        name: redFlagName,
        date_of_birth: listed.birthDate,
        nationality: listed.nationality,
        gender: listed.sex,
      };
      await expectStatus(
        applicantStepTwo(kyc, redFlag, screened, demoFaces.thirdPerson, await accountCode(kyc, redFlag)),
        "pending",
      );
      return { redFlag, redFlagName };
    })();
    const [{ approved, duplicate, approvedName }, { pending, pendingName }, { redFlag, redFlagName }] =
      await Promise.all([twoApprovals, retried, sanctioned, filled]);

    await untilIndexed(kyc, tag);
    return {
      tag,
      pending: { id: pending, name: pendingName },
      approved: { id: approved, name: approvedName },
      duplicate: { id: duplicate, name: approvedName },
      redFlag: { id: redFlag, name: redFlagName },
      fillers,
    };
  } finally {
    await kyc.close();
  }
}

/** `make(0)` to `make(count - 1)`, `size` at a time. */
async function inBatches(count: number, size: number, make: (i: number) => Promise<unknown>) {
  for (let start = 0; start < count; start += size)
    await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, k) => make(start + k)));
}

async function expectStatus(answer: Promise<{ kycStatus: string }>, status: string) {
  const result = await answer;
  if (result.kycStatus !== status)
    throw new Error(`step 2 should leave the submission ${status}, got ${JSON.stringify(result)}`);
}
