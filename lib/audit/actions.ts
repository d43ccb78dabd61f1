"use server";
// The managers' actions on the audit log: "was this person's data deleted?" by e-mail (deleted,
// still held, or never seen; the address is never stored, and logged by its keyed hash only), and verifying the log
// (chain and signed digests: verification.ts, the same run as the schedule's and audit:verify's).
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { action } from "../actions/action";
import { invalid } from "../actions/words";
import { db } from "../db";
import { lookupApplicant } from "../deletions/lookup-applicant";
import { maskEmails } from "./hmac";
import { env } from "../env";
import { verifyAuditLog } from "./verification";

export const lookupApplicantByEmail = action(
  {
    input: z.object({ email: z.email({ error: invalid("applicantEmail") }).max(320) }),
    permission: "audit:read",
    audit: "audit.email_lookup",
  },
  async (input, { note }) => {
    const found = await lookupApplicant(input.email);
    // The event names the address by its keyed hash only, as the log writes any e-mail.
    note({
      details: {
        applicant: maskEmails(env().audit.hmacKey(), input.email.trim()),
        answer: found.answer,
        cases: found.held.length,
        deletions: found.deletions.length,
      },
    });
    return found;
  },
);

export const verifyAuditChain = action(
  { input: z.object({}), permission: "audit:read", audit: "audit.verify" },
  async (_input, { note }) => {
    const { databaseUrl, audit } = env();
    const report = await verifyAuditLog(db(), { databaseUrl, audit });
    note({
      details: { intact: report.intact, events: report.events, firstBrokenSeq: report.firstBrokenSeq },
    });
    revalidatePath("/audit");
    revalidatePath("/overview");
    return {
      intact: report.intact,
      events: report.events,
      firstBrokenSeq: report.firstBrokenSeq,
      problem: report.problem,
    };
  },
);
