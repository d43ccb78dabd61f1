// Re-screens every stored submission that has the data screening needs, after a list was
// imported or replaced (`npm run aml:rescreen`), and says what changed. A submission that
// changed while it was being screened (a step 2 in the running service) is left to that
// step 2's own screening and counted as skipped.
import type { ServiceDb } from "../store/db";
import { updateSubmission } from "../domain/submission-store";
import { amlSummaryColumns } from "./aml-outcome";
import { screen, type Screening } from "./screening";
import { readScreening, saveScreening, withResourceIds, type StoredScreening } from "./screening-store";

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

const BATCH = 200;

/** "Red Flag High: demo-sanctions DEMO-S-001 (98 High)", "no match", "Not Screened". */
export function describeScreening(s: Pick<Screening, "status" | "riskLevel" | "matches"> | null): string {
  if (!s || s.status === "Not Screened") return "Not Screened";
  if (!s.status) return "no match";
  // A match's own risk is absent on screenings stored before matches had one.
  const match = (m: Screening["matches"][number]) =>
    `${m.list.name} ${m.entry.externalId} (${m.score}${m.risk ? ` ${m.risk.level}` : ""})`;
  return `Red Flag ${s.riskLevel}: ${s.matches.map(match).join(", ")}`;
}

const flagged = (s: StoredScreening | Screening | null) => s?.status === "Red Flag";

export async function rescreenAll(db: ServiceDb, { dryRun = false } = {}): Promise<RescreenReport> {
  const report: RescreenReport = {
    screened: 0,
    unchanged: 0,
    newlyFlagged: 0,
    cleared: 0,
    matchesChanged: 0,
    skipped: 0,
    changes: [],
  };
  const thresholds = new Map(
    (await db.project.findMany({ select: { id: true, amlThreshold: true } })).map((p) => [
      p.id,
      p.amlThreshold,
    ]),
  );
  let cursor: string | undefined;
  for (;;) {
    const rows = await db.submission.findMany({
      where: {
        name: { not: null },
        dateOfBirth: { not: null },
        nationality: { not: null },
        gender: { not: null },
      },
      orderBy: { id: "asc" },
      take: BATCH,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    if (rows.length === 0) return report;
    cursor = rows.at(-1)!.id;
    for (const row of rows) {
      const applicant = {
        name: row.name!,
        dateOfBirth: row.dateOfBirth!,
        nationality: row.nationality!,
        gender: row.gender!,
      };
      const [before, after] = await Promise.all([
        readScreening(db, row.id),
        screen(db, applicant, thresholds.get(row.projectId) ?? 90),
      ]);
      report.screened++;
      const was = describeScreening(before);
      const now = describeScreening(after);
      if (was === now) report.unchanged++;
      else {
        if (!flagged(before) && flagged(after)) report.newlyFlagged++;
        else if (flagged(before) && !flagged(after)) report.cleared++;
        else report.matchesChanged++;
        report.changes.push({ submissionId: row.id, before: was, after: now });
      }
      if (dryRun) continue;
      const matches = await withResourceIds(db, row.id, after);
      const written = await db.$transaction(async (tx) => {
        const current = await tx.submission.findUnique({ where: { id: row.id } });
        if (!current || current.updatedAt.getTime() !== row.updatedAt.getTime()) return false;
        await saveScreening(tx, row.id, after, matches);
        await updateSubmission(tx, current, amlSummaryColumns(after));
        return true;
      });
      if (!written) report.skipped++;
    }
  }
}
