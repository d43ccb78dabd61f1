// Reads of the duplicate groups: one case's group, the groups that name a submission as a
// candidate, and the groups awaiting a resolution (the Duplicates view), oldest first.
import "server-only";
import { inChunks } from "../database/in-chunks";
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
  /** The manager's name; "former" when the account was deleted since; null when not escalated. */
  escalatedTo: { name: string } | "former" | null;
}

export const awaitingLimit = 500;

/**
 * Groups awaiting a resolution, oldest first, with the totals of each kind. A case decided
 * here meanwhile (rejected from its decision form, say) no longer awaits anything.
 */
export async function awaitingGroups(): Promise<{
  groups: AwaitingGroup[];
  open: number;
  escalated: number;
}> {
  const rows = await db().duplicateGroup.findMany({
    where: { status: { in: ["open", "escalated"] } },
    orderBy: [{ foundAt: "asc" }, { submissionId: "asc" }],
  });
  const [decided, names] = await Promise.all([
    inChunks(
      rows.map((r) => r.submissionId),
      (part) =>
        db().decision.findMany({ where: { submissionId: { in: part } }, select: { submissionId: true } }),
    ),
    reviewerNames(),
  ]);
  const settled = new Set(decided.map((d) => d.submissionId));
  const waiting = rows.filter((row) => !settled.has(row.submissionId));
  return {
    groups: waiting.slice(0, awaitingLimit).map((row) => ({
      submissionId: row.submissionId,
      candidates: idsOf(row.matchIds).length,
      foundAt: row.foundAt,
      status: row.status === "escalated" ? "escalated" : "open",
      escalatedTo: escalatedTo(row.escalatedToId, names),
    })),
    open: waiting.filter((row) => row.status === "open").length,
    escalated: waiting.filter((row) => row.status === "escalated").length,
  };
}

/** How many cases await a resolution (the queue's Duplicates tab), decided ones left out. */
export async function awaitingCount(): Promise<number> {
  const rows = await db().duplicateGroup.findMany({
    where: { status: { in: ["open", "escalated"] } },
    select: { submissionId: true },
  });
  const decided = await inChunks([...new Set(rows.map((r) => r.submissionId))], (part) =>
    db().decision.findMany({
      where: { submissionId: { in: part } },
      select: { submissionId: true },
      distinct: ["submissionId"],
    }),
  );
  return rows.length - decided.length;
}

function escalatedTo(id: string | null, names: Map<string, string>): AwaitingGroup["escalatedTo"] {
  if (!id) return null;
  const name = names.get(id);
  return name === undefined ? "former" : { name };
}
