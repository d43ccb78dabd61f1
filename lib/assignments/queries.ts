// Reads of what the dashboard knows about cases: who holds which, which were decided here,
// which were deleted, which have possible duplicates awaiting a resolution. The queue's scan and counts filter by these (lib/queue/scan.ts).
import "server-only";
import { db } from "../db";
import type { LocalState } from "../queue/scan";
import { endSettledAssignments } from "./end";

export interface Holder {
  id: string;
  name: string;
}

/** Submission ids with a decision recorded here. */
export async function decidedIds(): Promise<Set<string>> {
  return new Set((await decisionTimes()).keys());
}

/** Submission id to when its latest decision here was recorded (ISO), for Decided's order. */
export async function decisionTimes(): Promise<Map<string, string>> {
  const rows = await db().decision.groupBy({ by: ["submissionId"], _max: { createdAt: true } });
  return new Map(rows.map((r) => [r.submissionId, (r._max.createdAt ?? new Date(0)).toISOString()]));
}

/** The state a queue scan needs, after ending the assignments of decided or deleted cases. */
export async function loadLocalState(me: string): Promise<LocalState> {
  await endSettledAssignments();
  const [decided, assignments, awaiting] = await Promise.all([
    decisionTimes(),
    db().assignment.findMany({ select: { submissionId: true, holderId: true } }),
    db().duplicateGroup.findMany({
      where: { status: { in: ["open", "escalated"] } },
      select: { submissionId: true, status: true },
    }),
  ]);
  return {
    decided,
    holders: new Map(assignments.map((a) => [a.submissionId, a.holderId])),
    // A case decided here meanwhile no longer awaits its group's resolution.
    duplicates: new Map(
      awaiting
        .filter((g) => !decided.has(g.submissionId))
        .map((g) => [g.submissionId, g.status === "escalated" ? "escalated" : "open"] as const),
    ),
    me,
  };
}

/** Names of the holders of these submissions (for the queue's Holder column and the case page). */
export async function holdersOf(submissionIds: string[]): Promise<Record<string, Holder>> {
  if (submissionIds.length === 0) return {};
  const rows = await db().assignment.findMany({ where: { submissionId: { in: submissionIds } } });
  const people = await db().reviewer.findMany({
    where: { id: { in: [...new Set(rows.map((r) => r.holderId))] } },
    select: { id: true, name: true },
  });
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
