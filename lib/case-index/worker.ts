// One round of the case index's sync, run by whichever process holds the lease: new
// submissions first, then the open records' re-read, then a stretch of the full
// reconciliation when one is due, then the assignments of cases settled meanwhile, and the
// tally of indexed rows folded. A failure
// (the service unreachable or answering badly) is written to the sync state with a backoff
// that doubles up to five minutes; the views keep answering from the index and say since when
// it is stale.
import "server-only";
import { message, type Message } from "../actions/message";
import { endSettledAssignments } from "../assignments/end";
import { db } from "../db";
import { KycApiError } from "../kyc/errors";
import { holdLease } from "./lease";
import { reconcileStep } from "./reconcile";
import { refreshAmlChanges } from "./aml-changes";
import { refreshOpen } from "./refresh";
import type { IndexSource } from "./source";
import { syncState, updateState } from "./state";
import { sweepNew } from "./sweep";
import { foldTally } from "./tally";

export const leaseName = "case-index";
const maxBackoffMs = 5 * 60_000;

export interface RoundOptions {
  holder: string;
  leaseMs: number;
  /** How long an open record goes unseen before it is read again (refresh.ts); 0: every round. */
  refreshAfterMs?: number;
  reconcileEveryMs: number;
  now?: () => Date;
}

/** "building": the first build read its round's pages and has more; the next round starts at once. */
export type RoundOutcome = "synced" | "building" | "standby" | "waiting" | "failed";

export async function syncRound(source: IndexSource, options: RoundOptions): Promise<RoundOutcome> {
  const now = options.now ?? (() => new Date());
  if (!(await holdLease(db(), leaseName, options.holder, options.leaseMs, now()))) return "standby";
  const state = await syncState(db());
  if (state.nextAttemptAt && state.nextAttemptAt > now()) return "waiting";
  try {
    // After failures (a slow service timing out on big pages), smaller pages until one succeeds.
    const pageSize = Math.max(125, 2000 >> Math.min(state.failures, 4));
    const sweep = await sweepNew(source, { now, pageSize });
    // The first build pages on alone; re-reads and reconciliation wait for it.
    if (sweep.finished) {
      const open = await refreshOpen(source, { now, unseenForMs: options.refreshAfterMs });
      const aml = await refreshAmlChanges(source, { now });
      const reconciled = await reconcileStep(source, { everyMs: options.reconcileEveryMs, now });
      logRound(
        sweep.added,
        open.changed + aml.changed + reconciled.changed,
        open.removed + reconciled.removed,
      );
    } else logRound(sweep.added, 0, 0, "first build under way");
    await endSettledAssignments();
    await foldTally(db());
    if (state.failures > 0)
      await updateState(db(), { failures: 0, failingSince: null, lastError: null, nextAttemptAt: null });
    return sweep.finished ? "synced" : "building";
  } catch (error) {
    const failures = state.failures + 1;
    const waitMs = Math.min(maxBackoffMs, 1000 * 2 ** Math.min(failures, 16));
    console.error(
      `[dashboard] case index sync failed (${failures} in a row, next try in ${waitMs / 1000} s):`,
      error instanceof KycApiError ? error.userMessage : error,
    );
    await updateState(db(), {
      failures,
      failingSince: state.failingSince ?? now(),
      lastError: JSON.stringify(shownFailure(error)),
      nextAttemptAt: new Date(now().getTime() + waitMs),
    });
    return "failed";
  }
}

/**
 * One line per round that changed the index (the service logs each read at debug level only),
 * so the dashboard's log says what the sync did without a line every few seconds.
 */
function logRound(added: number, changed: number, removed: number, note?: string): void {
  if (added + changed + removed === 0 && !note) return;
  const parts = [`${added} new`, `${changed} changed`, `${removed} removed`, ...(note ? [note] : [])];
  console.info(`[dashboard] case index: ${parts.join(", ")}`);
}

/**
 * What the queue shows of a failure, kept as a catalogue message (each reader reads it in their
 * language): the upstream's safe message, or that the cause is in the server log; never a stack.
 */
function shownFailure(error: unknown): Message {
  return error instanceof KycApiError ? error.said : message("queue.freshness.internalFailure");
}
