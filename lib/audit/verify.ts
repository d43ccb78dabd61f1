// Verifies the audit chain and names the first event that was changed, removed or reordered.
// Also compares with the head seen by the previous run, which catches events cut off the end
// (the one removal a chain alone cannot show). Each run is itself recorded.
// A stretch of the chain is verified on its own (verifyRange: each stored hash against the
// recomputed one, each link within the stretch), so stretches can be checked side by side
// (verify-parallel.ts) and joined in order (joinRanges), which checks the links between them.
import type { Db } from "../database/dashboard-db";
import { genesisHash, type ChainKeys } from "./chain-hash";
import { chainHashes, type HashedRow } from "./chain-reader";

export type RangeProblem =
  | { kind: "link"; seq: number; previousSeq: number }
  | { kind: "changed"; seq: number }
  | { kind: "unkeyed"; seq: number }
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

export async function verifyRange(
  batches: AsyncIterable<HashedRow[]>,
  previousHead: { seq: number; hash: string } | null,
  unkeyedUntil: number,
): Promise<RangeSummary> {
  const summary: RangeSummary = {
    verified: 0,
    first: null,
    last: null,
    problem: null,
    sawPreviousHead: false,
  };
  for await (const batch of batches) {
    for (const [seq, prevHash, hash, match] of batch) {
      if (!summary.first) summary.first = { seq, prevHash };
      else if (prevHash !== summary.last!.hash)
        summary.problem = { kind: "link", seq, previousSeq: summary.last!.seq };
      // An unkeyed hash is accepted only where the log predates the key (AUDIT_CHAIN_UNKEYED_UNTIL):
      // anywhere else it is what someone without the key had to write.
      if (!summary.problem && match === "none") summary.problem = { kind: "changed", seq };
      if (!summary.problem && match === "unkeyed" && seq > unkeyedUntil)
        summary.problem = { kind: "unkeyed", seq };
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

export interface ChainReport {
  intact: boolean;
  events: number;
  firstBrokenSeq: number | null;
  problem: string | null;
  headSeq: number | null;
  headHash: string | null;
}

type Head = { seq: number; hash: string } | null;

/** The whole chain in one pass (the app's "Verify now"; audit:verify splits it, verify-parallel.ts). */
export async function verifyChain(
  databaseUrl: string,
  previousHead: Head,
  keys: ChainKeys,
): Promise<ChainReport> {
  return joinRanges(
    [await verifyRange(chainHashes(databaseUrl, keys.key), previousHead, keys.unkeyedUntil)],
    previousHead,
  );
}

/** Joins stretches verified separately, in seq order: checks the links between them and names the first problem. */
export function joinRanges(ranges: RangeSummary[], previousHead: Head): ChainReport {
  let expectedPrev = genesisHash;
  let previousSeq: number | null = null;
  let events = 0;
  let sawPreviousHead = previousHead === null;
  const broken = (seq: number, problem: string): ChainReport => ({
    intact: false,
    events,
    firstBrokenSeq: seq,
    problem,
    headSeq: null,
    headHash: null,
  });
  const linkProblem = (seq: number, before: number | null) =>
    before === null
      ? `event ${seq} is not the first event of the chain: the events before it were removed`
      : `event ${seq} does not follow event ${before}: event ${before} was changed (its hash recomputed), or events between them were removed or reordered`;

  for (const range of ranges) {
    if (range.first) {
      if (range.first.prevHash !== expectedPrev)
        return broken(range.first.seq, linkProblem(range.first.seq, previousSeq));
    }
    events += range.verified;
    if (range.sawPreviousHead) sawPreviousHead = true;
    const problem = range.problem;
    if (problem?.kind === "link") return broken(problem.seq, linkProblem(problem.seq, problem.previousSeq));
    if (problem?.kind === "changed")
      return broken(
        problem.seq,
        `event ${problem.seq} was changed after it was recorded (its keyed hash no longer matches: changed, or re-hashed without the chain key)`,
      );
    if (problem?.kind === "unkeyed")
      return broken(
        problem.seq,
        `event ${problem.seq} has a plain SHA-256 hash where the chain is keyed: re-hashed by someone with database access but without the chain key ` +
          `(or a log recorded before the chain was keyed: see AUDIT_CHAIN_UNKEYED_UNTIL in docs/accountability.md)`,
      );
    if (problem?.kind === "differs_from_previous_run")
      return broken(problem.seq, `event ${problem.seq} differs from the one the previous verification saw`);
    if (range.last) {
      expectedPrev = range.last.hash;
      previousSeq = range.last.seq;
    }
  }
  if (!sawPreviousHead && previousHead) {
    return broken(
      previousHead.seq,
      `event ${previousHead.seq}, the last event at the previous verification, is gone: events were removed from the end`,
    );
  }
  return {
    intact: true,
    events,
    firstBrokenSeq: null,
    problem: null,
    headSeq: previousSeq,
    headHash: previousSeq === null ? null : expectedPrev,
  };
}

/** Verifies against the last intact run's head and records this run. */
export async function verifyAndRecord(
  db: Db,
  databaseUrl: string,
  keys: ChainKeys,
  verify: typeof verifyChain = verifyChain,
): Promise<ChainReport> {
  const last = await db.auditVerification.findFirst({
    where: { intact: true, headSeq: { not: null } },
    orderBy: { id: "desc" },
  });
  const previousHead =
    last?.headSeq != null && last.headHash ? { seq: last.headSeq, hash: last.headHash } : null;
  const report = await verify(databaseUrl, previousHead, keys);
  await db.auditVerification.create({
    data: {
      intact: report.intact,
      events: report.events,
      firstBrokenSeq: report.firstBrokenSeq,
      problem: report.problem,
      headSeq: report.headSeq,
      headHash: report.headHash,
    },
  });
  return report;
}
