"use server";
// The managers' actions on the audit log: "was this person's data deleted?" by e-mail (the
// address is turned into its keyed hash and never stored or logged), and verifying the log
// (chain and signed digests: verification.ts, the same run as the schedule's and audit:verify's).
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { action } from "../actions/action";
import { db } from "../db";
import { fetchDeletionsForEmail } from "../deletions/queries";
import { fetchReceipts } from "../evidence/queries";
import { env } from "../env";
import { verifyAuditLog } from "./verification";

export const lookupDeletionsByEmail = action(
  {
    input: z.object({ email: z.email({ error: "Enter the applicant's e-mail address." }).max(320) }),
    permission: "audit:read",
    audit: "audit.email_lookup",
  },
  async (input, { note }) => {
    const deletions = await fetchDeletionsForEmail(input.email);
    note({ details: { found: deletions.length } });
    const receipts = await fetchReceipts(deletions.map((d) => d.id));
    return deletions.map((d) => ({
      receiptId: receipts.get(d.id)?.id ?? null,
      submissionId: d.submissionId,
      submissionCreatedAt: d.submissionCreatedAt?.toISOString() ?? null,
      submissionStatus: d.submissionStatus,
      status: d.status,
      requestedByEmail: d.requestedByEmail,
      requestedAt: d.requestedAt.toISOString(),
      decidedByEmail: d.decidedByEmail,
      decidedAt: d.decidedAt?.toISOString() ?? null,
      completedAt: d.completedAt?.toISOString() ?? null,
    }));
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
