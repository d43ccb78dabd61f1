// Verifies the whole audit chain and names the first event that was changed, removed or
// reordered. Also compares with the head seen by the previous run, which catches events cut
// off the end (the one removal a chain alone cannot show). Each run is itself recorded.
import type { Db } from "../database/dashboard-db";
import { eventHashAt, genesisHash } from "./chain";
import { chainRows, type ChainRow } from "./chain-rows";

export interface ChainReport {
  intact: boolean;
  events: number;
  firstBrokenSeq: number | null;
  problem: string | null;
  headSeq: number | null;
  headHash: string | null;
}

// Prisma stores SQLite DateTimes as "2026-11-23T12:06:18.705+00:00": turned into the
// hashed form ("...705Z") by text when it has that shape, without a Date per row.
const storedUtc = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}(Z|\+00:00)$/;
function isoUtc(at: string): string {
  if (storedUtc.test(at)) return at.endsWith("Z") ? at : `${at.slice(0, -6)}Z`;
  return new Date(at).toISOString();
}

function rowHash(row: ChainRow): string {
  const [, at, actorId, actorEmail, actorRole, action, targetId, outcome, reason, statedReason, detail, ip, userAgent, requestId, prevHash] = row;
  return eventHashAt(isoUtc(at), { actorId, actorEmail, actorRole, action, targetId, outcome, reason, statedReason, detail, ip, userAgent, requestId }, prevHash);
}

export async function verifyChain(databaseUrl: string, previousHead: { seq: number; hash: string } | null): Promise<ChainReport> {
  let expectedPrev = genesisHash;
  let previousSeq: number | null = null;
  let events = 0;
  let sawPreviousHead = previousHead === null;
  const broken = (seq: number, problem: string): ChainReport => ({ intact: false, events, firstBrokenSeq: seq, problem, headSeq: null, headHash: null });

  for await (const batch of chainRows(databaseUrl)) {
    for (const row of batch) {
      const seq = Number(row[0]);
      const prevHash = row[14];
      const hash = row[15];
      if (prevHash !== expectedPrev) {
        return broken(seq, previousSeq === null
          ? `event ${seq} is not the first event of the chain: the events before it were removed`
          : `event ${seq} does not follow event ${previousSeq}: event ${previousSeq} was changed (its hash recomputed), or events between them were removed or reordered`);
      }
      if (rowHash(row) !== hash) return broken(seq, `event ${seq} was changed after it was recorded`);
      if (previousHead && seq === previousHead.seq) {
        if (hash !== previousHead.hash) return broken(seq, `event ${seq} differs from the one the previous verification saw`);
        sawPreviousHead = true;
      }
      expectedPrev = hash;
      previousSeq = seq;
      events++;
    }
  }
  if (!sawPreviousHead && previousHead) {
    return broken(previousHead.seq, `event ${previousHead.seq}, the last event at the previous verification, is gone: events were removed from the end`);
  }
  return { intact: true, events, firstBrokenSeq: null, problem: null, headSeq: previousSeq, headHash: previousSeq === null ? null : expectedPrev };
}

/** Verifies against the last intact run's head and records this run. */
export async function verifyAndRecord(db: Db, databaseUrl: string): Promise<ChainReport> {
  const last = await db.auditVerification.findFirst({ where: { intact: true, headSeq: { not: null } }, orderBy: { id: "desc" } });
  const previousHead = last?.headSeq != null && last.headHash ? { seq: last.headSeq, hash: last.headHash } : null;
  const report = await verifyChain(databaseUrl, previousHead);
  await db.auditVerification.create({
    data: { intact: report.intact, events: report.events, firstBrokenSeq: report.firstBrokenSeq, problem: report.problem, headSeq: report.headSeq, headHash: report.headHash },
  });
  return report;
}
