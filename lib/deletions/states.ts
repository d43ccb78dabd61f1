// The states of a deletion request and what may happen in each (docs/accountability.md).
import en from "../../messages/en.json";
import { env } from "../env";

export type DeletionStatus = "requested" | "executing" | "deleted" | "failed" | "unknown" | "rejected";

/**
 * An attempt still "executing" after this long was interrupted (the process stopped):
 * RECONCILE_AFTER_SECONDS, longer than any call to the service can take.
 */
export const interruptedAfterMs = () => env().reconcileAfterMs;

export interface DeletionState {
  status: string;
  lastAttemptAt: Date | null;
}

/** Executing but stale counts as unknown: the upstream may or may not have deleted. */
export function effectiveStatus(deletion: DeletionState, now = new Date()): DeletionStatus {
  const status = deletion.status as DeletionStatus;
  if (
    status === "executing" &&
    (!deletion.lastAttemptAt || now.getTime() - deletion.lastAttemptAt.getTime() > interruptedAfterMs())
  ) {
    return "unknown";
  }
  return status;
}

/** A request in either state is over; any other is pending (the case may still be erased). */
export const settledStatuses: DeletionStatus[] = ["deleted", "rejected"];

export const canRetry = (d: DeletionState, now = new Date()) =>
  ["failed", "unknown"].includes(effectiveStatus(d, now));

// The English words, from the catalogue (screens in the reader's language use values.deletionStatus).
export const statusLabels: Record<DeletionStatus, string> = en.values.deletionStatus;
