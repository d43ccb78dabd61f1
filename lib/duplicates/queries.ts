// Reads of the duplicate groups: one case's group, the groups that name a submission as a
// candidate, and the groups awaiting a resolution (the Duplicates view), oldest first.
import "server-only";
import { db } from "../db";
import { reviewerNames } from "../assignments/queries";
import { idsOf } from "./store";

export function groupOf(submissionId: string) {
  return db().duplicateGroup.findUnique({ where: { submissionId } });
}
export type DuplicateGroupRow = NonNullable<Awaited<ReturnType<typeof groupOf>>>;

/** Groups of other cases that list `submissionId` among their candidates. */
export async function groupsNaming(submissionId: string) {
  // matchIds is a JSON array of ids: the text match narrows, the parse confirms.
  const rows = await db().duplicateGroup.findMany({
    where: { matchIds: { contains: JSON.stringify(submissionId) }, status: { not: "clear" } },
    orderBy: { foundAt: "asc" },
    take: 20,
  });
  return rows.filter((row) => idsOf(row.matchIds).includes(submissionId));
}

export interface AwaitingGroup {
  submissionId: string;
  candidates: number;
  foundAt: Date | null;
  status: "open" | "escalated";
  escalatedTo: string | null;
}

export const awaitingLimit = 500;

/** Groups awaiting a resolution, oldest first, with the totals of each kind. */
export async function awaitingGroups(): Promise<{
  groups: AwaitingGroup[];
  open: number;
  escalated: number;
}> {
  const where = { status: { in: ["open", "escalated"] } };
  const [rows, counts, names] = await Promise.all([
    db().duplicateGroup.findMany({ where, orderBy: { foundAt: "asc" }, take: awaitingLimit }),
    db().duplicateGroup.groupBy({ by: ["status"], where, _count: { _all: true } }),
    reviewerNames(),
  ]);
  const count = (status: string) => counts.find((c) => c.status === status)?._count._all ?? 0;
  return {
    groups: rows.map((row) => ({
      submissionId: row.submissionId,
      candidates: idsOf(row.matchIds).length,
      foundAt: row.foundAt,
      status: row.status === "escalated" ? "escalated" : "open",
      escalatedTo: row.escalatedToId ? (names.get(row.escalatedToId) ?? "a former reviewer") : null,
    })),
    open: count("open"),
    escalated: count("escalated"),
  };
}

/** How many groups await a resolution (the queue's Duplicates tab). */
export function awaitingCount(): Promise<number> {
  return db().duplicateGroup.count({ where: { status: { in: ["open", "escalated"] } } });
}
