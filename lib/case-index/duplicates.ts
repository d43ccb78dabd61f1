// The duplicate rule run as records enter or change in the index (not when someone opens a
// case): an open case gets its group as soon as it, or an approved submission of the same
// person, is indexed, so its badge and the Duplicates count are there before anyone opens it.
// Group changes made here are audited with the system as the actor.
import "server-only";
import { recordAudit } from "../audit/record";
import { db } from "../db";
import { candidateCap } from "../duplicates/find";
import { idsOf, recordLookup } from "../duplicates/store";
import { inChunks } from "../database/in-chunks";
import type { IndexRow } from "./entry";

const openStatuses = ["pending", "incomplete"];

/**
 * Re-checks the open cases that share a rule key with rows just added or changed, in a few
 * set-wide queries; a group is written only when it gains a candidate it did not list.
 */
export async function checkDuplicates(touched: readonly Pick<IndexRow, "personKey">[]): Promise<number> {
  const keys = [...new Set(touched.map((r) => r.personKey).filter((k): k is string => !!k))];
  if (keys.length === 0) return 0;
  const open = await inChunks(keys, (part) =>
    db().indexedSubmission.findMany({
      where: { personKey: { in: part }, status: { in: openStatuses }, decidedAt: null },
      select: { submissionId: true, personKey: true },
    }),
  );
  if (open.length === 0) return 0;
  const openKeys = [...new Set(open.map((r) => r.personKey!))];
  const [approved, groups, state] = await Promise.all([
    inChunks(openKeys, (part) =>
      db().indexedSubmission.findMany({
        where: { personKey: { in: part }, status: "approved" },
        select: { submissionId: true, personKey: true, createdAt: true },
      }),
    ),
    inChunks(
      open.map((r) => r.submissionId),
      (part) => db().duplicateGroup.findMany({ where: { submissionId: { in: part } } }),
    ),
    db().caseIndexState.findUnique({ where: { id: "submissions" } }),
  ]);
  // Oldest first, as the case page lists them (sorted here: an ordered query cannot be split).
  approved.sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.submissionId.localeCompare(b.submissionId),
  );
  const byKey = new Map<string, string[]>();
  for (const a of approved) {
    const ids = byKey.get(a.personKey!) ?? [];
    if (ids.length <= candidateCap) byKey.set(a.personKey!, [...ids, a.submissionId]);
  }
  const groupOfCase = new Map(groups.map((g) => [g.submissionId, g]));
  let changed = 0;
  for (const row of open) {
    const matches = (byKey.get(row.personKey!) ?? [])
      .filter((id) => id !== row.submissionId)
      .slice(0, candidateCap);
    const before = groupOfCase.get(row.submissionId);
    // Nothing found and no group: "clear" is what no row means. Nothing new: nothing to write.
    if (!before && matches.length === 0) continue;
    if (before) {
      const listed = new Set(idsOf(before.matchIds));
      if (listed.size >= candidateCap || matches.every((id) => listed.has(id))) continue;
    }
    const group = await recordLookup(row.submissionId, {
      matchIds: matches,
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
