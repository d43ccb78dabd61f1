// How fresh the case index is, for the queue: up to date as of the last round, the first build's
// progress, or stale since the service stopped answering.
import "server-only";
import { isMessageKey, message, type Message } from "../actions/message";
import { db } from "../db";
import { syncState } from "../case-index/state";
import { indexedRows } from "../case-index/tally";

export interface IndexFreshness {
  /** The last time a sync round read the service (ISO), if ever. */
  syncedAt: string | null;
  /** False while the first build runs: views answer from what is indexed so far. */
  built: boolean;
  /** Submissions indexed so far. */
  indexed: number;
  /** The oldest submission indexed so far (ISO), for the first build's progress. */
  reachedBack: string | null;
  /** Since when the sync has been failing (ISO), if it is. */
  failingSince: string | null;
  /** Why, as the queue says it (a catalogue message, lib/case-index/worker.ts). */
  lastError: Message | null;
  /** Malformed upstream records passed over. */
  skipped: number;
}

export async function indexFreshness(): Promise<IndexFreshness> {
  const [state, indexed, oldest] = await Promise.all([
    syncState(db()),
    indexedRows(db()),
    db().indexedSubmission.findFirst({ orderBy: [{ createdAt: "asc" }], select: { createdAt: true } }),
  ]);
  return {
    syncedAt: state.syncedAt?.toISOString() ?? null,
    built: !!state.builtAt,
    indexed,
    reachedBack: oldest?.createdAt ?? null,
    failingSince: state.failingSince?.toISOString() ?? null,
    lastError: state.lastError === null ? null : storedFailure(state.lastError),
    skipped: state.skipped,
  };
}

/** The stored failure; one written before failures were stored as messages reads as internal. */
function storedFailure(stored: string): Message {
  try {
    const said = JSON.parse(stored) as Partial<Message>;
    if (typeof said.key === "string" && isMessageKey(said.key)) return { key: said.key, values: said.values };
  } catch {
    // not JSON: an older row's English text
  }
  return message("queue.freshness.internalFailure");
}
