// Keeping what a lookup found: one DuplicateGroup row per case (ids only). A new candidate
// reopens a resolved group, since the resolution was about the submissions seen then; every
// change of status names the row it replaces, so two dashboards writing at once agree.
import "server-only";
import { db } from "../db";

export type GroupStatus = "clear" | "open" | "escalated" | "resolved";

export interface LookupResult {
  matchIds: string[];
  scanned: number;
  complete: boolean;
}

const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: string }).code === "P2002";

export const idsOf = (matchIds: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(matchIds);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
};

/** Stores a lookup of `submissionId` and returns the group as it now stands. */
export async function recordLookup(submissionId: string, result: LookupResult, now = new Date()) {
  const found = result.matchIds.length > 0;
  const facts = {
    matchIds: JSON.stringify(result.matchIds),
    scanned: result.scanned,
    complete: result.complete,
    checkedAt: now,
  };
  const before = await db().duplicateGroup.findUnique({ where: { submissionId } });
  if (!before) {
    try {
      return await db().duplicateGroup.create({
        data: { submissionId, ...facts, status: found ? "open" : "clear", foundAt: found ? now : null },
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return recordLookup(submissionId, result, now); // another dashboard stored it first
    }
  }
  const known = new Set(idsOf(before.matchIds));
  const fresh = result.matchIds.some((id) => !known.has(id));
  // A settled group keeps its resolution unless someone new appeared; a clear one opens.
  const reopen = found && (before.status === "clear" || (before.status === "resolved" && fresh));
  await db().duplicateGroup.updateMany({
    where: { submissionId, status: before.status, checkedAt: before.checkedAt },
    data: reopen
      ? { ...facts, status: "open", foundAt: before.foundAt ?? now, ...clearedResolution }
      : // Ids the lookup no longer finds (deleted upstream) stay: the resolution named them.
        { ...facts, matchIds: JSON.stringify([...new Set([...known, ...result.matchIds])]) },
  });
  // Nothing moved: another dashboard stored a lookup meanwhile; the row as it stands counts.
  return db().duplicateGroup.findUniqueOrThrow({ where: { submissionId } });
}

export const clearedResolution = {
  outcome: null,
  reason: null,
  resolvedById: null,
  resolvedByEmail: null,
  resolvedAt: null,
};
