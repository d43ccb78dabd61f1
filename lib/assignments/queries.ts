// Reads of who holds cases and who may be given one. Nothing here writes: settled assignments
// are ended by the decision or deletion that settles them, and by the case index's sync.
import "server-only";
import { inChunks } from "../database/in-chunks";
import { db } from "../db";

export interface Holder {
  id: string;
  name: string;
}

/** Names of the holders of these submissions (for the queue's Holder column and the case page). */
export async function holdersOf(submissionIds: string[]): Promise<Record<string, Holder>> {
  if (submissionIds.length === 0) return {};
  const rows = await inChunks(submissionIds, (part) =>
    db().assignment.findMany({ where: { submissionId: { in: part } } }),
  );
  const people = await inChunks([...new Set(rows.map((r) => r.holderId))], (part) =>
    db().reviewer.findMany({ where: { id: { in: part } }, select: { id: true, name: true } }),
  );
  const names = new Map(people.map((p) => [p.id, p.name]));
  return Object.fromEntries(
    rows.map((r) => [r.submissionId, { id: r.holderId, name: names.get(r.holderId) ?? "a former reviewer" }]),
  );
}

/** Who may be given a case: enabled accounts, by name. */
export function assignableReviewers(): Promise<Holder[]> {
  return db().reviewer.findMany({
    where: { disabled: false },
    select: { id: true, name: true },
    orderBy: { name: "asc" },
  });
}

/** Every account's name by id (holders may since have been disabled). */
export async function reviewerNames(): Promise<Map<string, string>> {
  const people = await db().reviewer.findMany({ select: { id: true, name: true } });
  return new Map(people.map((p) => [p.id, p.name]));
}
