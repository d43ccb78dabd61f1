// One standing decision per case, held by the database: a Decision row carries the case's
// submission id in its unique `standingKey` while it stands (recorded here, applied upstream,
// or pending upstream), so a second decision is refused however many dashboards decide at
// once (docs/decisions/0031). Refused attempts leave no Decision row: the action's audit event
// records them, naming the decision that stands.
import "server-only";
import { refusal } from "../actions/refusal";
import type { SafeError } from "../actions/result";
import { db } from "../db";
import { formatUtc } from "../time";

interface Standing {
  id: string;
  outcome: string;
  reviewerEmail: string;
  createdAt: Date;
}

/** The case's standing decision, or null. */
export function standingDecision(submissionId: string) {
  return db().decision.findUnique({ where: { standingKey: submissionId } });
}

/** The refusal of a second decision, naming the first: who, when, what. */
export function alreadyDecided(standing: Standing): SafeError & { standingDecision: string } {
  const error = refusal("decision.refusals.alreadyDecided", {
    outcome: standing.outcome,
    who: standing.reviewerEmail,
    time: formatUtc(standing.createdAt),
  });
  return Object.assign(error, { standingDecision: standing.id });
}

/** The standing decision's id a refusal names (the action's audit event records it). */
export function standingDecisionOf(error: unknown): string | null {
  const id = (error as { standingDecision?: unknown } | null)?.standingDecision;
  return typeof id === "string" ? id : null;
}

/** Refuses a decision while one stands (a check before the work; the unique key decides). */
export async function refuseIfDecided(submissionId: string): Promise<void> {
  const standing = await standingDecision(submissionId);
  if (standing) throw alreadyDecided(standing);
}

/**
 * Runs the write of a standing decision; when another decision took the key first (a
 * concurrent one, in this process or another), refuses naming it.
 */
export async function asStanding<T>(submissionId: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!uniqueViolation(error)) throw error;
    const standing = await standingDecision(submissionId);
    if (!standing) throw error; // the winner was already released: not ours to hide
    throw alreadyDecided(standing);
  }
}

const uniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === "P2002";
