// The re-screen after a list import and on the service's schedule: only what the queued list
// changes (AmlListChange) can affect. Every applicant's name (only the id and name are read)
// is compared with an index of the added and changed entries alone (a few names instead of the
// whole list, once per distinct name); a submission is screened again in full only when its
// name comes close enough to one of them to reach the threshold with the best date of birth
// and nationality, or when its stored screening matched a changed or removed entry. When the scoring differs from the one the stored screenings were made
// with (AmlRescreenState), every submission is screened against every entry instead.
// The queue lives in the database, so any process (the CLI after an import, the service's
// timer) may run this; handled rows are deleted at the end.
import { createHash } from "node:crypto";
import type { ServiceDb } from "../store/db";
import { BulkScreening } from "./bulk-screening";
import { SCORING } from "./scoring-config";
import {
  emptyReport,
  PAGE,
  projectThresholds,
  rescreenAll,
  rescreenRows,
  screenable,
  screenablePage,
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

const NAME_PAGE = 20_000;

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
  const thresholds = await projectThresholds(db);
  const changedOnly = await BulkScreening.open(db, thresholds.values(), changed);
  const matchedChanged = await submissionsMatching(db, changed);
  let full: BulkScreening | undefined;
  let after: string | undefined;
  for (;;) {
    // Only id and name: most rows are read, their name looked up among a few names, and left.
    const rows = await db.submission.findMany({
      where: screenable,
      select: { id: true, name: true },
      orderBy: { id: "asc" },
      take: NAME_PAGE,
      ...(after ? { cursor: { id: after }, skip: 1 } : {}),
    });
    if (rows.length === 0) return report;
    after = rows.at(-1)!.id;
    const affected = rows
      .filter((r) => matchedChanged.has(r.id) || changedOnly.mayMatch(r.name!))
      .map((r) => r.id);
    for (let start = 0; start < affected.length; start += PAGE) {
      full ??= await BulkScreening.open(db, thresholds.values());
      const page = await screenablePage(db, { ids: affected.slice(start, start + PAGE) });
      await rescreenRows(db, full, page, thresholds, report, dryRun);
    }
  }
}

/** Submissions whose stored screening matched one of these entries (changed or removed since). */
async function submissionsMatching(db: ServiceDb, entries: Set<string>): Promise<Set<string>> {
  const stored = await db.amlMatch.findMany({ select: { submissionId: true, detail: true } });
  return new Set(
    stored
      .filter((m) => {
        const detail = JSON.parse(m.detail) as MatchDetail;
        return entries.has(key(detail.list.name, detail.entry.externalId));
      })
      .map((m) => m.submissionId),
  );
}
