// What a decision, a verdict or a deletion made here changes in the case index, written in the
// same transaction as its own record, so views, the overview and the duplicate rule need not
// wait for the sync (which only confirms): a decided case leaves Needs decision at once with
// its new status, AML and risk as the decision read them; a verdict writes AML and risk as
// read; a deleted case leaves the index (and with it the applicant's data the index held).
import "server-only";
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { db } from "../db";
import { checkDuplicates } from "./duplicates";
import { applyRecords, removeRows, type Tx } from "./store";

type DecisionData = Parameters<ReturnType<typeof db>["decision"]["create"]>[0]["data"];

/**
 * Creates the Decision row as the case's standing decision (its unique `standingKey`: a second
 * one fails here, whichever dashboard writes it) and writes the record as the decision read it,
 * with the decision's outcome as its status, into the index, atomically. Then the duplicate
 * rule runs for the person's open cases (an approval makes their twins possible duplicates).
 */
export async function createDecisionIndexed(
  data: DecisionData & { submissionId: string; outcome: SubmissionRecord["kyc"]["result"] },
  record: SubmissionRecord,
) {
  const { decision, touched } = await db().$transaction(async (tx) => {
    const decision = await tx.decision.create({ data: { ...data, standingKey: data.submissionId } });
    const decided = { ...record, kyc: { ...record.kyc, result: data.outcome } };
    const applied = await applyRecords(tx, [decided], decision.createdAt);
    await tx.indexedSubmission.updateMany({
      where: { submissionId: data.submissionId },
      data: { decidedAt: decision.createdAt },
    });
    return { decision, touched: applied.touched };
  });
  await duplicatesAfter(touched, "decision");
  return decision;
}

type VerdictData = Parameters<ReturnType<typeof db>["amlVerdict"]["create"]>[0]["data"];

/**
 * Creates an AML verdict and writes the record it was checked against (read live just
 * before) into the index, atomically: the case's AML status and risk as the reviewer saw them.
 */
export async function createVerdictIndexed(data: VerdictData, record: SubmissionRecord) {
  const { verdict, touched } = await db().$transaction(async (tx) => {
    const verdict = await tx.amlVerdict.create({ data });
    const applied = await applyRecords(tx, [record], verdict.createdAt);
    return { verdict, touched: applied.touched };
  });
  await duplicatesAfter(touched, "verdict");
  return verdict;
}

/**
 * The duplicate rule for what the write touched, after its commit. A failure is logged and
 * not the reviewer's: what they did is stored, and an approval of the twin looks again.
 */
async function duplicatesAfter(touched: Parameters<typeof checkDuplicates>[0], after: string) {
  try {
    await checkDuplicates(touched);
  } catch (error) {
    console.error(`[dashboard] the duplicate rule after a ${after} failed (an approval looks again):`, error);
  }
}

/**
 * A decision that no longer stands (the service refused it, or it was found not applied):
 * the case is open again in the index until the sync reads the service's status, which
 * `status` gives when it is known. Runs in the transaction that settles the Decision row.
 */
export async function reopenIndexed(tx: Tx, submissionId: string, status: string | null) {
  await tx.indexedSubmission.updateMany({
    where: { submissionId },
    data: { decidedAt: null, status: status ?? "pending" },
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
