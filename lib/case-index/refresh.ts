// Records that can still change (incomplete: step 2 to come; pending: a decision to come) are
// read again by id on a short cycle, the longest unseen first, once they have gone unseen for
// CASE_INDEX_REFRESH_SECONDS. Without that floor every round (2 s) read 200 of them one by
// one however recently they were read: some 100 requests a second at the service (or the
// vendor) with nothing changed. One gone upstream (deleted elsewhere) leaves the index at once.
import "server-only";
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { db } from "../db";
import { KycApiError } from "../kyc/errors";
import { checkDuplicates } from "./duplicates";
import type { IndexSource } from "./source";
import { applyRecords, removeRows } from "./store";
import { updateState } from "./state";

/** Reads at once: enough to hide the round trip, few enough not to crowd the service. */
const parallel = 8;

export interface RefreshResult {
  read: number;
  changed: number;
  removed: number;
  skipped: number;
}

export async function refreshOpen(
  source: IndexSource,
  options: { limit?: number; now?: () => Date; unseenForMs?: number } = {},
): Promise<RefreshResult> {
  const now = options.now ?? (() => new Date());
  const open = await longestUnseen(
    options.limit ?? 200,
    new Date(now().getTime() - (options.unseenForMs ?? 0)),
  );
  const result: RefreshResult = { read: 0, changed: 0, removed: 0, skipped: 0 };
  for (let i = 0; i < open.length; i += parallel) {
    const ids = open.slice(i, i + parallel).map((r) => r.submissionId);
    const at = now();
    const read = await Promise.all(ids.map((id) => readOne(source, id)));
    const records = read.filter((r): r is SubmissionRecord => typeof r === "object" && r !== null);
    const gone = ids.filter((_, j) => read[j] === null);
    const malformed = ids.filter((_, j) => read[j] === "malformed");
    const applied = await db().$transaction(async (tx) => {
      const applied = await applyRecords(tx, records, at);
      result.removed += await removeRows(tx, gone);
      // A malformed answer is counted and not asked for again until the others had their turn.
      if (malformed.length)
        await tx.indexedSubmission.updateMany({
          where: { submissionId: { in: malformed } },
          data: { seenAt: at },
        });
      await updateState(tx, { syncedAt: at, skipped: { increment: malformed.length } });
      return applied;
    });
    result.read += ids.length;
    result.changed += applied.changed;
    result.skipped += malformed.length;
    await checkDuplicates(applied.touched);
  }
  return result;
}

const openStatuses = ["pending", "incomplete"] as const;

/**
 * The open cases longest unseen, none seen after `seenBefore`. Read per status, each straight off the index on (status,
 * decidedAt, seenAt): asked for both statuses at once, the database reads every open case (some
 * 15,000 at a million) to sort them, every round.
 */
async function longestUnseen(limit: number, seenBefore: Date) {
  const perStatus = await Promise.all(
    openStatuses.map((status) =>
      db().indexedSubmission.findMany({
        where: { status, decidedAt: null, seenAt: { lte: seenBefore } },
        orderBy: [{ seenAt: "asc" }, { submissionId: "asc" }],
        take: limit,
        select: { submissionId: true, seenAt: true },
      }),
    ),
  );
  return perStatus
    .flat()
    .sort((a, b) => a.seenAt.getTime() - b.seenAt.getTime() || (a.submissionId < b.submissionId ? -1 : 1))
    .slice(0, limit);
}

async function readOne(source: IndexSource, id: string): Promise<SubmissionRecord | null | "malformed"> {
  try {
    return await source.getSubmission(id);
  } catch (error) {
    if (error instanceof KycApiError && error.code === "malformed_response") {
      console.warn(`[dashboard] case index: skipped a malformed record ${id}`);
      return "malformed";
    }
    throw error;
  }
}
