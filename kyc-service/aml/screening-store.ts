// Stores a submission's latest screening (AmlScreening, one AmlMatch per match) and reads
// it back. A match keeps its resource_id across re-screenings while it matches the same
// listed entry, so a reviewer's link to its report stays valid. The PDF is made on demand
// from the stored snapshot: deleting the submission (rows cascade) removes its reports.
import { randomUUID } from "node:crypto";
import { CHUNK, inChunks } from "../store/chunks";
import type { ServiceDb, ServiceTx } from "../store/db";
import type { Applicant } from "./match-score";
import type { ListRef, MatchDetail, RiskLevel, Screening } from "./screening";

export interface StoredMatch extends MatchDetail {
  resourceId: string;
}

/** What a screening said before the last change of result (shown as "before"). */
export interface PreviousResult {
  status: Screening["status"];
  riskLevel: RiskLevel;
  lists: ListRef[];
  matches: StoredMatch[];
}

export interface StoredScreening extends Omit<Screening, "matches"> {
  submissionId: string;
  matches: StoredMatch[];
  previous?: PreviousResult;
}

const entryKey = (m: MatchDetail) => `${m.list.name}\u0000${m.entry.externalId}`;

/**
 * The matches with their resource ids: a match on an entry the stored screening matched
 * already keeps its id. Read before the write transaction, under the submission's lock.
 */
export async function withResourceIds(
  db: ServiceDb | ServiceTx,
  submissionId: string,
  screening: Screening,
): Promise<StoredMatch[]> {
  const previous = await db.amlMatch.findMany({
    where: { submissionId },
    select: { resourceId: true, detail: true },
  });
  const keep = new Map(previous.map((p) => [entryKey(JSON.parse(p.detail) as MatchDetail), p.resourceId]));
  return screening.matches.map((m) => ({ ...m, resourceId: keep.get(entryKey(m)) ?? `aml_${randomUUID()}` }));
}

/** The same from a stored screening already read (the re-screen reads a batch at once). */
export function resourceIdsFrom(before: StoredScreening | null, screening: Screening): StoredMatch[] {
  const keep = new Map((before?.matches ?? []).map((m) => [entryKey(m), m.resourceId]));
  return screening.matches.map((m) => ({ ...m, resourceId: keep.get(entryKey(m)) ?? `aml_${randomUUID()}` }));
}

/** Replaces the submission's screening (inside the caller's transaction). */
export async function saveScreening(
  tx: ServiceTx,
  submissionId: string,
  screening: Screening,
  matches: StoredMatch[],
  previous?: PreviousResult,
): Promise<void> {
  await saveScreenings(tx, [{ submissionId, screening, matches, ...(previous ? { previous } : {}) }]);
}

export interface ScreeningToSave {
  submissionId: string;
  screening: Screening;
  matches: StoredMatch[];
  previous?: PreviousResult;
}

/** Replaces the screenings of many submissions in three multi-row statements (a re-screen's page). */
export async function saveScreenings(tx: ServiceTx, items: ScreeningToSave[]): Promise<void> {
  if (items.length === 0) return;
  await inChunks(items, async (part) => {
    await tx.amlScreening.deleteMany({ where: { submissionId: { in: part.map((i) => i.submissionId) } } });
  });
  // Eight values a screening, five a match: parts within the bound on values a statement binds.
  await inChunks(
    items,
    async (part) => {
      await tx.amlScreening.createMany({
        data: part.map(({ submissionId, screening, previous }) => ({
          submissionId,
          screenedAt: screening.screenedAt,
          currentStatus: screening.status ?? "",
          riskLevel: screening.riskLevel,
          threshold: screening.threshold,
          lists: JSON.stringify(screening.lists),
          applicant: JSON.stringify(screening.applicant),
          previous: previous ? JSON.stringify(previous) : null,
        })),
      });
    },
    CHUNK / 8,
  );
  const matches = items.flatMap(({ submissionId, matches }) =>
    matches.map(({ resourceId, ...detail }, rank) => ({
      resourceId,
      submissionId,
      rank,
      score: detail.score,
      detail: JSON.stringify(detail),
    })),
  );
  await inChunks(
    matches,
    async (part) => {
      await tx.amlMatch.createMany({ data: part });
    },
    CHUNK / 5,
  );
}

export async function removeScreening(tx: ServiceTx, submissionId: string): Promise<void> {
  await tx.amlScreening.deleteMany({ where: { submissionId } });
}

type ScreeningRow = {
  submissionId: string;
  screenedAt: Date;
  currentStatus: string;
  riskLevel: string;
  threshold: number;
  lists: string;
  applicant: string;
  previous: string | null;
  matches: { resourceId: string; detail: string }[];
};

function fromRow(row: ScreeningRow): StoredScreening {
  return {
    submissionId: row.submissionId,
    screenedAt: row.screenedAt,
    status: (row.currentStatus || null) as Screening["status"],
    riskLevel: row.riskLevel as RiskLevel,
    threshold: row.threshold,
    lists: JSON.parse(row.lists) as ListRef[],
    applicant: JSON.parse(row.applicant) as Applicant,
    matches: row.matches.map((m) => ({ resourceId: m.resourceId, ...(JSON.parse(m.detail) as MatchDetail) })),
    ...(row.previous ? { previous: JSON.parse(row.previous) as PreviousResult } : {}),
  };
}

const withMatches = {
  matches: { orderBy: { rank: "asc" as const }, select: { resourceId: true, detail: true } },
};

export async function readScreening(
  db: ServiceDb | ServiceTx,
  submissionId: string,
): Promise<StoredScreening | null> {
  // findFirst: findUnique batches through a dataloader that waits a tick (~4 ms a query).
  const row = await db.amlScreening.findFirst({ where: { submissionId }, include: withMatches });
  return row ? fromRow(row) : null;
}

/** The stored screenings of several submissions, by submission id (one query). */
export async function readScreenings(
  db: ServiceDb | ServiceTx,
  submissionIds: string[],
): Promise<Map<string, StoredScreening>> {
  const rows = await inChunks(submissionIds, (part) =>
    db.amlScreening.findMany({ where: { submissionId: { in: part } }, include: withMatches }),
  );
  return new Map(rows.map((row) => [row.submissionId, fromRow(row)]));
}

/** The screening holding a match, if that match's submission belongs to the project. */
export async function screeningOfMatch(
  db: ServiceDb,
  projectId: string,
  resourceId: string,
): Promise<{ screening: StoredScreening; match: StoredMatch } | null> {
  const match = await db.amlMatch.findFirst({
    where: { resourceId, screening: { submission: { projectId } } },
    select: { screening: { include: withMatches } },
  });
  if (!match) return null;
  const screening = fromRow(match.screening);
  return { screening, match: screening.matches.find((m) => m.resourceId === resourceId)! };
}
