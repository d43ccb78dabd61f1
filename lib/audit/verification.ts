// The one verification of the audit log, run by "Verify now" on /audit, by the scheduled
// check in every dashboard process (verify-schedule.ts) and by `npm run audit:verify`: the
// keyed hash chain end to end (verify.ts), then the newest signed digest (digest-check.ts).
// The run is stored, failed or intact, with the first bad event it found; an intact log's
// head is then signed, so the next run can tell if anything was cut after this one.
import type { Db } from "../database/dashboard-db";
import type { AuditConfig } from "../env-audit";
import type { ChainKeys } from "./chain-hash";
import { checkNewestDigest } from "./digest-check";
import { publicKeyOf, signingKey } from "./digest";
import { signHead } from "./digest-sign";
import { openDigestStore, type DigestStore } from "./digest-store";
import { verifyChain, type ChainReport } from "./verify";

export interface VerificationReport {
  intact: boolean;
  events: number;
  /** The first event found changed, removed, re-hashed or cut (null when none, or none can be named). */
  firstBrokenSeq: number | null;
  problem: string | null;
  headSeq: number | null;
  /** The newest signed digest the log agrees with. */
  digestSeq: number | null;
}

export interface VerificationSetup {
  databaseUrl: string;
  audit: AuditConfig;
  /** One pass (the app) or worker threads (the CLI: verify-parallel.ts). */
  verify?: (databaseUrl: string, keys: ChainKeys) => Promise<ChainReport>;
  /** Given by tests; otherwise the configured store. */
  store?: DigestStore;
  now?: Date;
}

export async function verifyAuditLog(db: Db, setup: VerificationSetup): Promise<VerificationReport> {
  const { audit } = setup;
  const store = setup.store ?? (await openDigestStore(audit.digestTarget));
  const key = signingKey(audit.signingSeed());
  const chain = await (setup.verify ?? verifyChain)(setup.databaseUrl, audit.chainKeys());
  let report: VerificationReport = {
    intact: chain.intact,
    events: chain.events,
    firstBrokenSeq: chain.firstBrokenSeq,
    problem: chain.problem,
    headSeq: chain.headSeq,
    digestSeq: null,
  };
  if (chain.intact) {
    const verdict = await checkNewestDigest({
      db,
      store,
      publicKey: publicKeyOf(key),
      head: chain.headSeq === null ? null : { seq: chain.headSeq },
      // Digests are due from a process's start and every interval: twice that is late beyond doubt.
      unsignedGraceMs: 2 * audit.digestIntervalMs,
      now: setup.now,
    });
    report = verdict.ok
      ? { ...report, digestSeq: verdict.newest?.seq ?? null }
      : { ...report, intact: false, firstBrokenSeq: verdict.firstBadSeq, problem: verdict.problem };
  }
  await db.auditVerification.create({
    data: {
      intact: report.intact,
      events: report.events,
      firstBrokenSeq: report.firstBrokenSeq,
      problem: report.problem,
      headSeq: report.headSeq,
      headHash: report.intact ? chain.headHash : null,
    },
  });
  if (report.intact && chain.headSeq !== null && chain.headHash !== null) {
    const at = await db.auditEvent.findUnique({ where: { seq: chain.headSeq }, select: { at: true } });
    if (at) {
      const signed = await signHead(db, store, key, {
        seq: chain.headSeq,
        hash: chain.headHash,
        at: at.at.toISOString(),
      });
      if (signed === "written") report.digestSeq = chain.headSeq;
    }
  }
  return report;
}
