// Verifies the audit chain and names the first event that was changed, removed or reordered.
// Events cut off the end are the one removal a chain alone cannot show: the signed digests
// catch those (digest-check.ts; both together in verification.ts).
// A stretch of the chain is verified on its own (verifyRange: each stored hash against the
// recomputed one, each link within the stretch), so stretches can be checked side by side
// (verify-parallel.ts) and joined in order (joinRanges), which checks the links between them.
import { genesisHash, type ChainKeys } from "./chain-hash";
import { chainHashes, type HashedRow } from "./chain-reader";

export type RangeProblem =
  | { kind: "link"; seq: number; previousSeq: number }
  | { kind: "changed"; seq: number }
  | { kind: "unkeyed"; seq: number };

export interface RangeSummary {
  /** Events verified before the first problem (all of them when there is none). */
  verified: number;
  first: { seq: number; prevHash: string } | null;
  last: { seq: number; hash: string } | null;
  problem: RangeProblem | null;
}

export async function verifyRange(
  batches: AsyncIterable<HashedRow[]>,
  unkeyedUntil: number,
): Promise<RangeSummary> {
  const summary: RangeSummary = {
    verified: 0,
    first: null,
    last: null,
    problem: null,
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

/** The whole chain in one pass (the app's "Verify now"; audit:verify splits it, verify-parallel.ts). */
export async function verifyChain(databaseUrl: string, keys: ChainKeys): Promise<ChainReport> {
  return joinRanges([await verifyRange(chainHashes(databaseUrl, keys.key), keys.unkeyedUntil)]);
}

/** Joins stretches verified separately, in seq order: checks the links between them and names the first problem. */
export function joinRanges(ranges: RangeSummary[]): ChainReport {
  let expectedPrev = genesisHash;
  let previousSeq: number | null = null;
  let events = 0;
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
    if (range.last) {
      expectedPrev = range.last.hash;
      previousSeq = range.last.seq;
    }
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
