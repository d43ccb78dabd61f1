// Re-screens stored submissions against the active lists and says what changed: every one
// (`npm run aml:rescreen`, or when the scoring changed), or only those the last imports can
// affect (rescreen-incremental.ts). A submission whose result changed gets a new
// `amlChangedAt` and keeps the result it replaces (`previous`), so a client sees before and
// after. A submission that changed while it was being screened (a step 2 in the running
// service) is left to that step 2's own screening and counted as skipped.
import type { Submission } from "../generated/prisma/sqlite/client";
import type { ServiceDb } from "../store/db";
import { updateSubmission } from "../domain/submission-store";
import { amlSummaryColumns } from "./aml-outcome";
import { screen, type Screening } from "./screening";
import {
  readScreenings,
  resourceIdsFrom,
  saveScreening,
  type PreviousResult,
  type StoredMatch,
  type StoredScreening,
} from "./screening-store";

export interface RescreenChange {
  submissionId: string;
  before: string;
  after: string;
}

export interface RescreenReport {
  screened: number;
  unchanged: number;
  newlyFlagged: number;
  cleared: number;
  matchesChanged: number;
  skipped: number;
  changes: RescreenChange[];
}

export const emptyReport = (): RescreenReport => ({
  screened: 0,
  unchanged: 0,
  newlyFlagged: 0,
  cleared: 0,
  matchesChanged: 0,
  skipped: 0,
  changes: [],
});

export const BATCH = 200;

/** "Red Flag High: demo-sanctions DEMO-S-001 (98 High)", "no match", "Not Screened". */
export function describeScreening(s: Pick<Screening, "status" | "riskLevel" | "matches"> | null): string {
  if (!s || s.status === "Not Screened") return "Not Screened";
  if (!s.status) return "no match";
  // A match's own risk is absent on screenings stored before matches had one.
  const match = (m: Screening["matches"][number]) =>
    `${m.list.name} ${m.entry.externalId} (${m.score}${m.risk ? ` ${m.risk.level}` : ""})`;
  return `Red Flag ${s.riskLevel}: ${s.matches.map(match).join(", ")}`;
}

/** The result as monitoring compares it: the description plus each matched entry as listed now. */
function resultKey(s: Pick<Screening, "status" | "riskLevel" | "matches"> | null): string {
  return `${describeScreening(s)} ${(s?.matches ?? []).map((m) => m.entry.fingerprint ?? "").join(",")}`;
}

const flagged = (s: StoredScreening | Screening | null) => s?.status === "Red Flag";

export type ScreenableRow = Pick<Submission, "id" | "projectId" | "updatedAt"> & {
  name: string;
  dateOfBirth: string;
  nationality: string;
  gender: string;
};

/** Submissions with everything screening needs, by id, a batch at a time. */
export async function screenableBatch(db: ServiceDb, after?: string, take = BATCH): Promise<ScreenableRow[]> {
  return (await db.submission.findMany({
    where: {
      name: { not: null },
      dateOfBirth: { not: null },
      nationality: { not: null },
      gender: { not: null },
    },
    // What screening reads, not the whole row (stored OCR text, list record, face embedding).
    select: {
      id: true,
      projectId: true,
      updatedAt: true,
      name: true,
      dateOfBirth: true,
      nationality: true,
      gender: true,
    },
    orderBy: { id: "asc" },
    take,
    ...(after ? { cursor: { id: after }, skip: 1 } : {}),
  })) as ScreenableRow[];
}

export async function projectThresholds(db: ServiceDb): Promise<Map<string, number>> {
  const rows = await db.project.findMany({ select: { id: true, amlThreshold: true } });
  return new Map(rows.map((p) => [p.id, p.amlThreshold]));
}

/**
 * Screens a batch of submissions again, counts the outcomes in the report and, unless dry,
 * stores them in one transaction (a transaction per submission cost more than the screening).
 */
export async function rescreenRows(
  db: ServiceDb,
  rows: ScreenableRow[],
  thresholds: Map<string, number>,
  report: RescreenReport,
  dryRun: boolean,
): Promise<void> {
  if (rows.length === 0) return;
  const stored = await readScreenings(
    db,
    rows.map((r) => r.id),
  );
  const results: {
    row: ScreenableRow;
    after: Screening;
    matches: StoredMatch[];
    changed: boolean;
    previous?: PreviousResult;
  }[] = [];
  for (const row of rows) {
    const applicant = {
      name: row.name,
      dateOfBirth: row.dateOfBirth,
      nationality: row.nationality,
      gender: row.gender,
    };
    const before = stored.get(row.id) ?? null;
    const after = await screen(db, applicant, thresholds.get(row.projectId) ?? 90);
    report.screened++;
    const was = describeScreening(before);
    const now = describeScreening(after);
    const changed = resultKey(before) !== resultKey(after);
    if (was === now) report.unchanged++;
    else {
      if (!flagged(before) && flagged(after)) report.newlyFlagged++;
      else if (flagged(before) && !flagged(after)) report.cleared++;
      else report.matchesChanged++;
      report.changes.push({ submissionId: row.id, before: was, after: now });
    }
    const previous = changed
      ? before
        ? { status: before.status, riskLevel: before.riskLevel, lists: before.lists, matches: before.matches }
        : notScreened
      : before?.previous;
    results.push({ row, after, matches: resourceIdsFrom(before, after), changed, previous });
  }
  if (dryRun) return;
  report.skipped += await db.$transaction(async (tx) => {
    const current = new Map(
      (await tx.submission.findMany({ where: { id: { in: rows.map((r) => r.id) } } })).map((c) => [c.id, c]),
    );
    let skipped = 0;
    for (const { row, after, matches, changed, previous } of results) {
      // Changed by a step 2 meanwhile: that step 2 screened it.
      const now = current.get(row.id);
      if (!now || now.updatedAt.getTime() !== row.updatedAt.getTime()) {
        skipped++;
        continue;
      }
      await saveScreening(tx, row.id, after, matches, previous);
      const summary = amlSummaryColumns(after);
      // An unchanged result keeps the time it last changed.
      await updateSubmission(tx, now, {
        ...summary,
        amlChangedAt: changed ? summary.amlChangedAt : now.amlChangedAt,
      });
    }
    return skipped;
  });
}

const notScreened: PreviousResult = {
  status: "Not Screened",
  riskLevel: "Not Screened",
  lists: [],
  matches: [],
};

export async function rescreenAll(db: ServiceDb, { dryRun = false } = {}): Promise<RescreenReport> {
  const report = emptyReport();
  const thresholds = await projectThresholds(db);
  let cursor: string | undefined;
  for (;;) {
    const rows = await screenableBatch(db, cursor);
    if (rows.length === 0) return report;
    cursor = rows.at(-1)!.id;
    await rescreenRows(db, rows, thresholds, report, dryRun);
  }
}
