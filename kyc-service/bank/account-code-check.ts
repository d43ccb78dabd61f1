// Step 2's check of the PreStep2 code, for projects with the account-verification option:
// `account_code` must be the 3 digits that start the depositor name of the latest deposit,
// before the code expires. A missing or wrong code fails the attempt (a retry, as any
// failed step 2); a right one marks the account verified, so later attempts need no code.
import type { Step2Check } from "../domain/step2/context";
import { codeLifetimeMs, codeMatches } from "./deposit-code";

const minutes = codeLifetimeMs / 60_000;

export const accountCodeCheck: Step2Check = {
  name: "account code (PreStep2)",
  async run(context) {
    if (!context.project.accountVerification) return;
    const { db } = context.deps;
    const submissionId = context.submission.id;
    const verification = await db.accountVerification.findUnique({ where: { submissionId } });
    if (verification?.verifiedAt) return;
    if (!verification?.codeHash || !verification.codeSalt || !verification.codeExpiresAt) {
      return context.fail(
        "Account verification is required first: call POST /v3/submission/validationaccount, then send the 3-digit code from the deposit as account_code",
      );
    }
    const code = context.fields.account_code?.trim();
    if (!code)
      return context.fail(
        "account_code is required: send the 3 digits that start the depositor name of the one-unit deposit",
      );
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
