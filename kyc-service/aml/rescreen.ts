// Re-screens stored submissions against the active lists and says what changed: every one
// (`npm run aml:rescreen`, or when the scoring changed), or only those the last imports can
// affect (rescreen-incremental.ts). A submission whose result changed gets a new
// `amlChangedAt` and keeps the result it replaces (`previous`), so a client sees before and
// after. Pages of thousands: the name half of screening is worked out once per distinct name
// (bulk-screening.ts), stored results are read only in full where they may have changed, and
// each page is stored in one transaction (rescreen-store.ts).
import type { Prisma } from "../generated/prisma/sqlite/client";
import { inChunks } from "../store/chunks";
import type { ServiceDb } from "../store/db";
import { BulkScreening } from "./bulk-screening";
import type { Screening } from "./screening";
import {
  readScreenings,
  resourceIdsFrom,
  type PreviousResult,
  type StoredScreening,
} from "./screening-store";
import { storeRescreenPage, type RescreenWrite } from "./rescreen-store";

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

export const PAGE = 5000;

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

export const screenable: Prisma.SubmissionWhereInput = {
  name: { not: null },
  dateOfBirth: { not: null },
  nationality: { not: null },
  gender: { not: null },
};

export interface ScreenableRow {
  id: string;
  projectId: string;
  updatedAt: Date;
  name: string;
  dateOfBirth: string;
  nationality: string;
  gender: string;
  amlStatus: string | null;
  amlRiskLevel: string | null;
  /** What the stored screening said, without its matches (read only where they matter). */
  amlScreening: { currentStatus: string; riskLevel: string; threshold: number; applicant: string } | null;
}

// What screening reads, not the whole row (stored OCR text, list record, face embedding).
const columns = {
  id: true,
  projectId: true,
  updatedAt: true,
  name: true,
  dateOfBirth: true,
  nationality: true,
  gender: true,
  amlStatus: true,
  amlRiskLevel: true,
  amlScreening: { select: { currentStatus: true, riskLevel: true, threshold: true, applicant: true } },
} as const;

/** Submissions with everything screening needs, by id, a page at a time (or these ids). */
export async function screenablePage(
  db: ServiceDb,
  { after, take = PAGE, ids }: { after?: string; take?: number; ids?: string[] } = {},
): Promise<ScreenableRow[]> {
  const read = (where: Prisma.SubmissionWhereInput, page: object) =>
    db.submission.findMany({ where, select: columns, orderBy: { id: "asc" }, ...page }) as Promise<
      ScreenableRow[]
    >;
  // Ids come sorted: parts read in order keep the page in id order.
  if (ids) return inChunks(ids, (part) => read({ ...screenable, id: { in: part } }, {}));
  return read(screenable, { take, ...(after ? { cursor: { id: after }, skip: 1 } : {}) });
}

export async function projectThresholds(db: ServiceDb): Promise<Map<string, number>> {
  const rows = await db.project.findMany({ select: { id: true, amlThreshold: true } });
  return new Map(rows.map((p) => [p.id, p.amlThreshold]));
}

/** Still "no match", screened the same way: nothing to write but the time and list versions. */
function stillNoMatch(row: ScreenableRow, after: Screening): boolean {
  const stored = row.amlScreening;
  return (
    stored !== null &&
    after.status === null &&
    stored.currentStatus === "" &&
    stored.riskLevel === "Low" &&
    row.amlStatus === "" &&
    row.amlRiskLevel === "Low" &&
    stored.threshold === after.threshold &&
    stored.applicant === JSON.stringify(after.applicant)
  );
}

const notScreened: PreviousResult = {
  status: "Not Screened",
  riskLevel: "Not Screened",
  lists: [],
  matches: [],
};

/** Screens a page of submissions again, counts the outcomes in the report and, unless dry, stores them. */
export async function rescreenRows(
  db: ServiceDb,
  screening: BulkScreening,
  rows: ScreenableRow[],
  thresholds: Map<string, number>,
  report: RescreenReport,
  dryRun: boolean,
): Promise<void> {
  if (rows.length === 0) return;
  const screenedAt = new Date();
  const unchanged: ScreenableRow[] = [];
  const rest: { row: ScreenableRow; after: Screening }[] = [];
  for (const row of rows) {
    const applicant = {
      name: row.name,
      dateOfBirth: row.dateOfBirth,
      nationality: row.nationality,
      gender: row.gender,
    };
    const after = screening.screen(applicant, thresholds.get(row.projectId) ?? 90, screenedAt);
    report.screened++;
    if (stillNoMatch(row, after)) {
      report.unchanged++;
      unchanged.push(row);
    } else rest.push({ row, after });
  }
  const stored = await readScreenings(
    db,
    rest.filter((r) => r.row.amlScreening).map((r) => r.row.id),
  );
  const writes: RescreenWrite[] = rest.map(({ row, after }) => {
    const before = stored.get(row.id) ?? null;
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
    return {
      row,
      after,
      matches: resourceIdsFrom(before, after),
      changed,
      ...(previous ? { previous } : {}),
    };
  });
  if (dryRun) return;
  report.skipped += await storeRescreenPage(db, unchanged, writes, screenedAt, screening.lists);
}

export async function rescreenAll(db: ServiceDb, { dryRun = false } = {}): Promise<RescreenReport> {
  const report = emptyReport();
  const thresholds = await projectThresholds(db);
  const screening = await BulkScreening.open(db, thresholds.values());
  let after: string | undefined;
  for (;;) {
    const rows = await screenablePage(db, { after });
    if (rows.length === 0) return report;
    after = rows.at(-1)!.id;
    await rescreenRows(db, screening, rows, thresholds, report, dryRun);
  }
}
