// The duplicate rule run as records enter or change in the index (not when someone opens a
// case): an open case gets its group as soon as it, or an approved submission of the same
// person, is indexed, so its badge and the Duplicates count are there before anyone opens it.
// Group changes made here are audited with the system as the actor.
import "server-only";
import { recordAudit } from "../audit/record";
import { db } from "../db";
import { candidateCap } from "../duplicates/find";
import { groupOf } from "../duplicates/queries";
import { recordLookup } from "../duplicates/store";
import type { IndexRow } from "./entry";

const openStatuses = ["pending", "incomplete"];

/** Approved submissions of the case's person, by the rule's key, oldest first. */
export async function indexedDuplicates(self: { submissionId: string; personKey: string | null }) {
  if (!self.personKey) return [];
  const rows = await db().indexedSubmission.findMany({
    where: { personKey: self.personKey, status: "approved", submissionId: { not: self.submissionId } },
    orderBy: [{ createdAt: "asc" }, { submissionId: "asc" }],
    take: candidateCap,
    select: { submissionId: true, name: true, createdAt: true, email: true },
  });
  return rows;
}

/** Re-checks the open cases that share a rule key with rows just added or changed. */
export async function checkDuplicates(touched: readonly Pick<IndexRow, "personKey">[]): Promise<number> {
  const keys = [...new Set(touched.map((r) => r.personKey).filter((k): k is string => !!k))];
  if (keys.length === 0) return 0;
  const state = await db().caseIndexState.findUnique({ where: { id: "submissions" } });
  const open = await db().indexedSubmission.findMany({
    where: { personKey: { in: keys }, status: { in: openStatuses }, decidedAt: null },
    select: { submissionId: true, personKey: true },
  });
  let changed = 0;
  for (const row of open) {
    const matches = await indexedDuplicates(row);
    const before = await groupOf(row.submissionId);
    // A case with nothing found and no group needs no row: "clear" is what no row means.
    if (!before && matches.length === 0) continue;
    const group = await recordLookup(row.submissionId, {
      matchIds: matches.map((m) => m.submissionId),
      scanned: 0,
      // Complete once the first build reached the oldest submission.
      complete: !!state?.builtAt,
    });
    if (group.status === (before?.status ?? "clear")) continue;
    changed++;
    await recordAudit({
      actor: null,
      action: "duplicates.found",
      target: row.submissionId,
      outcome: "success",
      details: {
        from: before?.status ?? "none",
        to: group.status,
        candidates: matches.length,
        by: "case index",
      },
    });
  }
  return changed;
}
