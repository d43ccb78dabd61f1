// Reads of the audit log for the /audit page: a filtered page of events and the chain's
// verification status (when it was last found intact, and whether the latest run failed).
import "server-only";
import { db } from "../db";
import type { AuditFilter } from "./filters";
import { searchAudit, type AuditPage } from "./search";

export type { AuditPage } from "./search";

export function fetchAuditPage(filter: AuditFilter, size = 50): Promise<AuditPage> {
  return searchAudit(db(), filter, size);
}

export interface ChainStatus {
  lastIntact: { at: Date; events: number } | null;
  /** The latest run, when it found the log broken: stored by "Verify now", the schedule or audit:verify. */
  broken: { at: Date; firstBrokenSeq: number | null; problem: string | null } | null;
}

/** Read by /audit and /overview, which alert managers while the latest verification failed. */
export async function fetchChainStatus(): Promise<ChainStatus> {
  const [latest, lastIntact] = await Promise.all([
    db().auditVerification.findFirst({ orderBy: { id: "desc" } }),
    // A run over an empty log (the schedule's first, at a fresh start) verified nothing: the
    // panel would say "verified (0 events)" of a log that has grown since. It says "not yet".
    db().auditVerification.findFirst({ where: { intact: true, events: { gt: 0 } }, orderBy: { id: "desc" } }),
  ]);
  return {
    lastIntact: lastIntact ? { at: lastIntact.at, events: lastIntact.events } : null,
    broken:
      latest && !latest.intact
        ? { at: latest.at, firstBrokenSeq: latest.firstBrokenSeq, problem: latest.problem }
        : null,
  };
}
