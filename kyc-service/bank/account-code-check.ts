// Step 2's check of the PreStep2 code, for projects with the account-verification option:
// `account_code` must be the 3 digits that start the depositor name of the latest deposit,
// before the code expires. A missing code (or PreStep2 not done) is answered before any
// check runs and is not a step 2 retry: the interface counts faces, scores and the ID check,
// and PreStep2's own rules reject after 5 failed tries. A wrong or expired code fails the
// attempt as a retry (three digits must not be guessable for free); a right one marks the
// account verified, so later attempts need no code.
import type { Project } from "../projects/projects";
import type { ServiceDb } from "../store/db";
import type { Step2Check } from "../domain/step2/context";
import { codeLifetimeMs, codeMatches } from "./deposit-code";

/** Why step 2 cannot run yet for want of a PreStep2 code, or undefined when it can. */
export async function missingAccountCode(
  db: ServiceDb,
  project: Project,
  submissionId: string,
  code: string | undefined,
): Promise<string | undefined> {
  if (!project.accountVerification) return undefined;
  const verification = await db.accountVerification.findUnique({ where: { submissionId } });
  if (verification?.verifiedAt) return undefined;
  if (!verification?.codeHash || !verification.codeSalt || !verification.codeExpiresAt) {
    return "Account verification is required first: call POST /v3/submission/validationaccount, then send the 3-digit code from the deposit as account_code";
  }
  if (!code?.trim())
    return "account_code is required: send the 3 digits that start the depositor name of the one-unit deposit";
  return undefined;
}

const minutes = codeLifetimeMs / 60_000;

export const accountCodeCheck: Step2Check = {
  name: "account code (PreStep2)",
  async run(context) {
    if (!context.project.accountVerification) return;
    const { db } = context.deps;
    const submissionId = context.submission.id;
    const verification = await db.accountVerification.findUnique({ where: { submissionId } });
    if (verification?.verifiedAt) return;
    // submitStep2 answered a missing code before the checks; this guards the same facts.
    const code = context.fields.account_code?.trim();
    if (!verification?.codeHash || !verification.codeSalt || !verification.codeExpiresAt || !code) {
      return context.fail("account_code is required: complete PreStep2 and send its 3-digit code");
    }
    if (verification.codeExpiresAt.getTime() < Date.now()) {
      return context.fail(
        `account_code has expired (codes are valid for ${minutes} minutes): call validationaccount again for a new deposit`,
      );
    }
    if (
      !/^\d{3}$/.test(code) ||
      !codeMatches(code, { salt: verification.codeSalt, hash: verification.codeHash }, submissionId)
    ) {
      return context.fail(
        "account_code does not match the code of the deposit: send the 3 digits that start the depositor name",
      );
    }
    // Single use: the code is spent whatever the rest of this attempt decides.
    await db.accountVerification.update({
      where: { submissionId },
      data: { verifiedAt: new Date(), codeHash: null, codeSalt: null },
    });
  },
};
