// Verifies one stretch of the chain: each event's stored hash against the one recomputed from
// its content, and each link to the event before it within the stretch. The link into the
// stretch's first event is left to the caller, so stretches can be checked side by side
// (verify-parallel.ts) and joined in order (verify.ts). Pure: rows in, a summary out.
import type { HashedRow } from "./chain-hashes";

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

export async function verifyRange(
  batches: AsyncIterable<HashedRow[]>,
  previousHead: { seq: number; hash: string } | null,
): Promise<RangeSummary> {
  const summary: RangeSummary = {
    verified: 0,
    first: null,
    last: null,
    problem: null,
    sawPreviousHead: false,
  };
  for await (const batch of batches) {
    for (const [seq, prevHash, hash, recomputed] of batch) {
      if (!summary.first) summary.first = { seq, prevHash };
      else if (prevHash !== summary.last!.hash)
        summary.problem = { kind: "link", seq, previousSeq: summary.last!.seq };
      if (!summary.problem && recomputed !== hash) summary.problem = { kind: "changed", seq };
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
