// The scheduled verification: every AUDIT_VERIFY_INTERVAL_MINUTES each dashboard process
// offers to verify the audit log; one per interval across all of them does (a claim in the
// database, lib/scheduled-run.ts). The run is the same as "Verify now" and audit:verify, and is
// stored the same way, so a failure shows on /audit and /overview without anyone asking.
import "server-only";
import { db } from "../db";
import { env } from "../env";
import { claimSlot } from "../scheduled-run";
import { verifyAuditLog } from "./verification";

export async function scheduledVerification(now = new Date()): Promise<void> {
  const { databaseUrl, audit } = env();
  if (!(await claimSlot(db(), "audit.verify", audit.verifyIntervalMs, now))) return;
  const report = await verifyAuditLog(db(), { databaseUrl, audit });
  if (!report.intact)
    console.error(
      `[dashboard] scheduled audit verification FAILED at event ${report.firstBrokenSeq ?? "-"}: ${report.problem}`,
    );
}
