// The re-screen after a list import and on the service's schedule: only what the queued list
// changes (AmlListChange) can affect. Every applicant is compared with an index of the added
// and changed entries alone (a few names instead of the whole list); a submission is screened
// again in full only when that finds a match or when its stored screening matched a changed
// or removed entry. When the scoring differs from the one the stored screenings were made
// with (AmlRescreenState), every submission is screened against every entry instead.
// The queue lives in the database, so any process (the CLI after an import, the service's
// timer) may run this; handled rows are deleted at the end.
import { createHash } from "node:crypto";
import type { ServiceDb } from "../store/db";
import { buildIndex } from "./index-loader";
import { screenApplicant } from "./screen";
import { SCORING } from "./scoring-config";
import {
  emptyReport,
  projectThresholds,
  rescreenAll,
  rescreenRows,
  screenableBatch,
  type RescreenReport,
} from "./rescreen";
import type { MatchDetail } from "./screening";

/** Bumped when matching changes in a way SCORING does not show. */
const MATCHER_VERSION = "1";
const STATE_ID = "scoring";

export const scoringHash = () =>
  createHash("sha256")
    .update(`${MATCHER_VERSION}:${JSON.stringify(SCORING)}`)
    .digest("hex")
    .slice(0, 16);

export interface IncrementalReport extends RescreenReport {
  mode: "none" | "incremental" | "full";
  listChanges: number;
}

const key = (list: string, externalId: string) => `${list}\u0000${externalId}`;

export async function rescreenChanges(db: ServiceDb, { dryRun = false } = {}): Promise<IncrementalReport> {
  const pending = await db.amlListChange.findMany({ orderBy: { id: "asc" } });
  const state = await db.amlRescreenState.findUnique({ where: { id: STATE_ID } });
  const hash = scoringHash();
  const full = state !== null && state.scoringHash !== hash;
  let report: RescreenReport;
  let mode: IncrementalReport["mode"];
  if (full) {
    report = await rescreenAll(db, { dryRun });
    mode = "full";
  } else if (pending.length === 0) {
    report = emptyReport();
    mode = "none";
  } else {
    report = await rescreenAffected(db, new Set(pending.map((c) => key(c.listName, c.externalId))), dryRun);
    mode = "incremental";
  }
  if (!dryRun) {
    await db.$transaction([
      db.amlListChange.deleteMany({ where: { id: { lte: pending.at(-1)?.id ?? 0 } } }),
      db.amlRescreenState.upsert({
        where: { id: STATE_ID },
        create: { id: STATE_ID, scoringHash: hash, runAt: new Date() },
        update: { scoringHash: hash, runAt: new Date() },
      }),
    ]);
  }
  return { ...report, mode, listChanges: pending.length };
}

async function rescreenAffected(
  db: ServiceDb,
  changed: Set<string>,
  dryRun: boolean,
): Promise<RescreenReport> {
  const report = emptyReport();
  const changedIndex = await buildIndex(db, changed);
  const thresholds = await projectThresholds(db);
  let cursor: string | undefined;
  for (;;) {
    // Larger pages than the full run: most rows are only read and compared with a few names.
    const rows = await screenableBatch(db, cursor, 2000);
    if (rows.length === 0) return report;
    cursor = rows.at(-1)!.id;
    const stored = await db.amlMatch.findMany({
      where: { submissionId: { in: rows.map((r) => r.id) } },
      select: { submissionId: true, detail: true },
    });
    const matchedChanged = new Set(
      stored
        .filter((m) => {
          const detail = JSON.parse(m.detail) as MatchDetail;
          return changed.has(key(detail.list.name, detail.entry.externalId));
        })
        .map((m) => m.submissionId),
    );
    const affected = rows.filter((row) => {
      const threshold = thresholds.get(row.projectId) ?? 90;
      const applicant = {
        name: row.name,
        dateOfBirth: row.dateOfBirth,
        nationality: row.nationality,
        gender: row.gender,
      };
      return matchedChanged.has(row.id) || screenApplicant(changedIndex, applicant, threshold).length > 0;
    });
    await rescreenRows(db, affected, thresholds, report, dryRun);
  }
}
