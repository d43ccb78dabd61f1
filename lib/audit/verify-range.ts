// Verifies one stretch of the chain: each event's hash against its content, and each link to
// the event before it within the stretch. The link into the stretch's first event is left to
// the caller, so stretches can be checked side by side (verify-parallel.ts) and joined in
// order (verify.ts). Pure: rows in, a summary out.
import { eventHashAt } from "./chain";
import type { ChainRow } from "./chain-rows";

export type RangeProblem =
  | { kind: "link"; seq: number; previousSeq: number }
  | { kind: "changed"; seq: number }
  | { kind: "differs_from_previous_run"; seq: number };

export interface RangeSummary {
  /** Events verified before the first problem (all of them when there is none). */
  verified: number;
  first: { seq: number; prevHash: string } | null;
  last: { seq: number; hash: string } | null;
  problem: RangeProblem | null;
  /** Whether the previous run's head was met (and matched) among the verified events. */
  sawPreviousHead: boolean;
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

export async function verifyRange(batches: AsyncIterable<ChainRow[]>, previousHead: { seq: number; hash: string } | null): Promise<RangeSummary> {
  const summary: RangeSummary = { verified: 0, first: null, last: null, problem: null, sawPreviousHead: false };
  for await (const batch of batches) {
    for (const row of batch) {
      const seq = Number(row[0]);
      const prevHash = row[14];
      const hash = row[15];
      if (!summary.first) summary.first = { seq, prevHash };
      else if (prevHash !== summary.last!.hash) summary.problem = { kind: "link", seq, previousSeq: summary.last!.seq };
      if (!summary.problem && rowHash(row) !== hash) summary.problem = { kind: "changed", seq };
      if (!summary.problem && previousHead && seq === previousHead.seq) {
        if (hash !== previousHead.hash) summary.problem = { kind: "differs_from_previous_run", seq };
        else summary.sawPreviousHead = true;
      }
      if (summary.problem) return summary;
      summary.last = { seq, hash };
      summary.verified++;
    }
  }
  return summary;
}
