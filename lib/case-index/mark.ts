// What a decision or a deletion made here changes in the case index, written in the same
// transaction as its own record: a decided case leaves Needs decision at once; a deleted one
// leaves the index (and with it the applicant's data the index held).
import "server-only";
import { db } from "../db";
import { removeRows } from "./store";

type DecisionData = Parameters<ReturnType<typeof db>["decision"]["create"]>[0]["data"];

/** Creates the Decision row and marks the case decided in the index, atomically. */
export function createDecisionIndexed(data: DecisionData & { submissionId: string }) {
  return db().$transaction(async (tx) => {
    const decision = await tx.decision.create({ data });
    await tx.indexedSubmission.updateMany({
      where: { submissionId: data.submissionId },
      data: { decidedAt: decision.createdAt },
    });
    return decision;
  });
}

/**
 * Runs `write` (the deletion's own conditional update, returning how many rows it changed)
 * and, when it changed one and the submission is gone, removes its index row, atomically.
 */
export function deletionIndexed(
  submissionId: string,
  deleted: boolean,
  write: (
    tx: Parameters<Parameters<ReturnType<typeof db>["$transaction"]>[0]>[0],
  ) => Promise<{ count: number }>,
) {
  return db().$transaction(async (tx) => {
    const result = await write(tx);
    if (deleted && result.count === 1) await removeRows(tx, [submissionId]);
    return result;
  });
}
