// One demo applicant going through the public interface as a client app would: step 1 with
// a specimen ID card carrying their face, PreStep2 when the project asks for it, step 2 with
// a selfie, and (for the reviewer's part) the review extension. Used by the demo seed.
import type { KycClient } from "../../lib/kyc/client";
import type { AccountVerificationResult, Step2Result } from "../../common/kyc-api/schemas";
import { renderSpecimen, type SpecimenFields } from "../specimens";
import { passDemoAccountVerification, tryDemoAccount } from "./account-verification";
import { facelessImage, groupSelfieOf, portraitImage } from "./people";

export type Selfie = { face: string } | { group: readonly string[] } | "no face";

export interface DemoApplicant {
  /** Sample portrait on the ID card (scripts/demo/people.ts). */
  face: string;
  /** Specimen seed: picks the card's name, dates and number. */
  seed: number;
  /** Fixed card fields (e.g. one person's name on two submissions). */
  fields?: Partial<SpecimenFields>;
  /** Made from the card's name when absent. */
  email?: string;
  userid?: string;
}

const emailOf = (card: SpecimenFields) =>
  `${card.givenNames}.${card.surname}`.toLowerCase().replace(/[^a-z.]/g, "") + "@example.com";

export class ApplicantSession {
  private accountCode: string | undefined;

  private constructor(
    private readonly client: KycClient,
    readonly submissionId: string,
    readonly card: SpecimenFields,
    private readonly accountVerification: boolean,
  ) {}

  /** Step 1 with a freshly rendered specimen ID card. */
  static async start(
    client: KycClient,
    applicant: DemoApplicant,
    options: { accountVerification: boolean },
  ): Promise<ApplicantSession> {
    const card = await renderSpecimen({
      kind: "id_card",
      seed: applicant.seed,
      portrait: await portraitImage(applicant.face),
      fields: applicant.fields,
    });
    const { submissionId } = await client.submitStep1(
      {
        issuingCountry: card.fields.issuingCountry,
        idType: "government_id",
        email: applicant.email ?? emailOf(card.fields),
        userid: applicant.userid,
      },
      { data: new Uint8Array(card.image), name: "id-card.png", type: card.mimeType },
    );
    return new ApplicantSession(client, submissionId, card.fields, options.accountVerification);
  }

  /** Step 2 with the card's own data; PreStep2 first when the project requires it. */
  async step2(selfie: Selfie): Promise<Step2Result> {
    if (this.accountVerification && !this.accountCode) {
      this.accountCode = (await passDemoAccountVerification(this.client, this.submissionId)).code;
    }
    const image =
      selfie === "no face"
        ? await facelessImage()
        : "group" in selfie
          ? await groupSelfieOf(selfie.group)
          : await portraitImage(selfie.face);
    const { card } = this;
    return this.client.submitStep2(
      {
        submissionId: this.submissionId,
        name: `${card.givenNames} ${card.surname}`,
        date_of_birth: card.birthDate,
        gender: card.sex,
        nationality: card.nationality,
        account_code: this.accountCode,
      },
      { faceImage: { data: new Uint8Array(image), name: "selfie.jpg", type: "image/jpeg" } },
    );
  }

  /** A PreStep2 try whose deposit the simulated bank refuses (a retry; the fifth rejects). */
  refusedAccountVerification(behaviour = "unable_to_deposit"): Promise<AccountVerificationResult> {
    return tryDemoAccount(this.client, this.submissionId, behaviour);
  }

  /** POST /v3/submission/review as the demo reviewer; a rejection needs its comment. */
  review(status: "approved" | "rejected", rejectComment?: string) {
    return this.client.reviewSubmission({
      submissionId: this.submissionId,
      status,
      admin: "Demo reviewer",
      ...(rejectComment ? { rejectComment } : {}),
    });
  }
}
