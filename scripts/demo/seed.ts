// Demo data through the KYC service's public HTTPS interface (never its database), run by
// `npm run dev` / `npm start` when the development project has no submissions yet
// (`--no-seed` skips it). Each step below is one situation a reviewer should see; to add
// one (e.g. an AML red flag), write a SeedStep and list it in `seedSteps`.
import type { KycClient } from "../../lib/kyc/client";
import type { KycResult, Step2Result } from "../../common/kyc-api/schemas";
import { ApplicantSession, type DemoApplicant } from "./applicant";
import { demoFaces } from "./people";

export interface SeedContext {
  client: KycClient;
  /** The project asks for PreStep2 before step 2 (the demo project does). */
  accountVerification: boolean;
  log(line: string): void;
}

export interface SeedStep {
  name: string;
  run(context: SeedContext): Promise<void>;
}

const start = (context: SeedContext, applicant: DemoApplicant) =>
  ApplicantSession.start(context.client, applicant, { accountVerification: context.accountVerification });

/** The face engine's verdict on sample photos is measured, not guaranteed: say so if it differs. */
function expectStatus(context: SeedContext, what: string, result: Step2Result, status: KycResult) {
  if (result.kycStatus !== status)
    context.log(
      `note: ${what} ended ${result.kycStatus}, expected ${status} (${result.message ?? "no message"})`,
    );
}

/**
 * People of the fictional demo AML lists (kyc-service/aml/demo-lists/, imported on the
 * service's first start), so the demo shows red flags: a sanctions match (High) and a PEP
 * match (Medium). docs/aml.md lists the names.
 */
const onDemoLists = {
  sanctions: {
    surname: "QUILLFEATHER",
    givenNames: "IGNATIUS BARNABY",
    birthDate: "1972-11-30",
    sex: "male",
    nationality: "GBR",
    issuingCountry: "GBR",
  },
  sanctionsAlias: {
    surname: "ZABORSKA",
    givenNames: "LUDMILA",
    birthDate: "1981-06-15",
    sex: "female",
    nationality: "NLD",
    issuingCountry: "NLD",
  },
  pep: {
    surname: "ACHTERBERG",
    givenNames: "DESMOND",
    birthDate: "1963-10-01",
    sex: "male",
    nationality: "DEU",
    issuingCountry: "DEU",
  },
} as const;

/** One person with fixed card data on two submissions: the duplicate pair. */
const duplicatePerson = {
  surname: "NGUYEN",
  givenNames: "VAN AN",
  birthDate: "1988-07-14",
  sex: "male",
  nationality: "VNM",
  issuingCountry: "VNM",
} as const;

export const seedSteps: SeedStep[] = [
  {
    name: "step 1 only (incomplete, no attempt yet)",
    async run(context) {
      await start(context, { face: "facematch-r5c12", seed: 18 });
    },
  },
  {
    name: "pending (passed step 2, waiting for review), an AML red flag: High, on the demo sanctions list",
    async run(context) {
      const applicant = await start(context, {
        face: demoFaces.thirdPerson,
        seed: 11,
        fields: onDemoLists.sanctions,
      });
      expectStatus(
        context,
        "the pending applicant",
        await applicant.step2({ face: demoFaces.thirdPerson }),
        "pending",
      );
    },
  },
  {
    name: "incomplete with two retries (another person's selfie, then no face), an AML red flag on an alias",
    async run(context) {
      const applicant = await start(context, {
        face: "facematch-r4c02",
        seed: 15,
        fields: onDemoLists.sanctionsAlias,
      });
      await applicant.step2({ face: demoFaces.otherPerson });
      expectStatus(context, "the applicant with retries", await applicant.step2("no face"), "incomplete");
    },
  },
  {
    name: "incomplete on liveness (a recaptured photo)",
    async run(context) {
      const applicant = await start(context, { face: demoFaces.lowLiveness, seed: 19 });
      expectStatus(
        context,
        "the low-liveness applicant",
        await applicant.step2({ face: demoFaces.lowLiveness }),
        "incomplete",
      );
    },
  },
  {
    name: "rejected for too many retries",
    async run(context) {
      const applicant = await start(context, { face: "facematch-r3c01", seed: 16 });
      await applicant.step2({ face: demoFaces.passes });
      await applicant.step2("no face");
      await applicant.step2({ group: [demoFaces.passes, demoFaces.otherPerson, demoFaces.thirdPerson] });
      expectStatus(
        context,
        "the too-many-retries applicant",
        await applicant.step2({ face: demoFaces.otherPerson }),
        "rejected",
      );
    },
  },
  {
    name: "rejected at PreStep2 (the bank refused the one-unit deposit five times)",
    async run(context) {
      if (!context.accountVerification) return;
      const applicant = await start(context, { face: "facematch-r4c02", seed: 20 });
      let last;
      for (let tries = 0; tries < 5; tries++)
        last = await applicant.refusedAccountVerification("unable_to_deposit");
      if (!last || !("rejectComment" in last))
        context.log(`note: PreStep2 did not reject after five refused deposits (${JSON.stringify(last)})`);
    },
  },
  {
    name: "approved through the review extension",
    async run(context) {
      const applicant = await start(context, { face: demoFaces.otherPerson, seed: 12 });
      expectStatus(
        context,
        "the approved applicant",
        await applicant.step2({ face: demoFaces.otherPerson }),
        "pending",
      );
      await applicant.review("approved");
    },
  },
  {
    name: "rejected by a reviewer, an AML red flag: Medium, on the demo PEP list",
    async run(context) {
      const applicant = await start(context, { face: "facematch-r2c06", seed: 17, fields: onDemoLists.pep });
      expectStatus(
        context,
        "the applicant for rejection",
        await applicant.step2({ face: "facematch-r2c06" }),
        "pending",
      );
      await applicant.review("rejected", "The ID card's security features are missing");
    },
  },
  {
    name: "duplicates (one person approved twice, same applicant_id)",
    async run(context) {
      const first = await start(context, { face: demoFaces.passes, seed: 13, fields: duplicatePerson });
      expectStatus(
        context,
        "the duplicate's first submission",
        await first.step2({ face: demoFaces.passes }),
        "pending",
      );
      const { applicant_id: firstId } = await first.review("approved");
      const second = await start(context, {
        face: demoFaces.samePersonAgain,
        seed: 14,
        fields: duplicatePerson,
      });
      expectStatus(
        context,
        "the duplicate's second submission",
        await second.step2({ face: demoFaces.samePersonAgain }),
        "pending",
      );
      const { applicant_id: secondId } = await second.review("approved");
      if (firstId !== secondId)
        context.log(`note: the duplicate pair got two applicant_ids (${firstId}, ${secondId})`);
    },
  },
];

/** Seeds when the project has no submissions; returns whether it did. */
export async function seedDemoData(
  context: SeedContext,
  steps: readonly SeedStep[] = seedSteps,
): Promise<boolean> {
  const { Items } = await context.client.listSubmissions({ count: 1 });
  if (Items.length > 0) return false;
  for (const [index, step] of steps.entries()) {
    context.log(`(${index + 1}/${steps.length}) ${step.name}`);
    await step.run(context);
  }
  return true;
}
