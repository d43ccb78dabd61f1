// Ongoing monitoring's re-screen (kyc-service/aml/rescreen*.ts) on a fresh SQLite database
// holding the SDN list and BENCH_AML_RESCREEN_SUBMISSIONS stored submissions (default
// 1,000,000, the target's size; aml-rescreen-people.ts: varied names, as a customer base):
// - stored screenings "no match" for every submission, written by SQL as a data migration
//   would (screening a million applicants one by one first takes hours here); the few the
//   list really matches are found as changes by the full run;
// - the incremental re-screen after an import in which 1% of the entries changed;
// - the full re-screen (every submission against every entry) after another import, as
//   when the scoring changed, with most results unchanged;
// - each against the same-run time of screening one applicant (p50 × the submissions).
import { mkdtempSync, rmSync } from "node:fs";
import { createClient } from "@libsql/client";
import os from "node:os";
import path from "node:path";
import { migrateDeploy } from "../../common/database/migrate";
import { seededRandom } from "../../common/seeded-random";
import { openServiceDb, type ServiceDb } from "../../kyc-service/store/db";
import { createProject } from "../../kyc-service/projects/projects";
import { storeWatchlist } from "../../kyc-service/aml/list-store";
import { rescreenChanges } from "../../kyc-service/aml/rescreen-incremental";
import { screen } from "../../kyc-service/aml/screening";
import type { ParsedWatchlist } from "../../kyc-service/aml/watchlist";
import { benchPeople } from "./aml-rescreen-people";
import { ms, percentile, type Report } from "./measure";
import { seedSubmissions } from "./service-seed";

const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const count = (n: number) => n.toLocaleString("en-US");

/** A new version of the list in which every hundredth entry gained a programme. */
const onePercentChanged = (list: ParsedWatchlist, versionDate: string, mark: string): ParsedWatchlist => ({
  ...list,
  versionDate,
  entries: list.entries.map((e, i) => (i % 100 === 0 ? { ...e, programmes: [...e.programmes, mark] } : e)),
});

async function onePerson(db: ServiceDb): Promise<number> {
  // Same-run baseline: one applicant's screening, p50 over 300 of the stored applicants.
  const sample = await db.submission.findMany({ take: 300, orderBy: { id: "asc" } });
  await screen(db, { name: "warm up", dateOfBirth: "1970-01-01", nationality: "KOR", gender: "male" }, 90);
  const one: number[] = [];
  for (const s of sample) {
    const t = performance.now();
    await screen(
      db,
      { name: s.name!, dateOfBirth: s.dateOfBirth!, nationality: s.nationality!, gender: s.gender! },
      90,
    );
    one.push(performance.now() - t);
  }
  return percentile(one, 50);
}

/** Every submission screened "no match" against `list` before the bench, in one statement each. */
async function storeNoMatchScreenings(url: string, list: ParsedWatchlist): Promise<void> {
  const client = createClient({ url });
  const lists = JSON.stringify([
    { name: list.name, source: list.source, category: list.category, versionDate: list.versionDate },
  ]);
  const at = "2024-05-03T00:00:00.000+00:00";
  try {
    await client.batch(
      [
        {
          sql: `INSERT INTO "AmlScreening" ("submissionId", "screenedAt", "currentStatus", "riskLevel", "threshold", "lists", "applicant")
                SELECT "id", ?, '', 'Low', 90, ?, json_object('name', "name", 'dateOfBirth', "dateOfBirth", 'nationality', "nationality", 'gender', "gender")
                FROM "Submission"`,
          args: [at, lists],
        },
        {
          sql: `UPDATE "Submission" SET "amlStatus" = '', "amlRiskLevel" = 'Low', "amlChangedAt" = ?`,
          args: [at],
        },
      ],
      "write",
    );
  } finally {
    client.close();
  }
}

export async function benchRescreen(report: Report, list: ParsedWatchlist): Promise<void> {
  const total = Number(process.env.BENCH_AML_RESCREEN_SUBMISSIONS ?? 1_000_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-aml-rescreen-"));
  const url = `file:${path.join(dir, "service.db")}`;
  await migrateDeploy(
    path.resolve(import.meta.dirname, "../../kyc-service/prisma.config.ts"),
    "KYC_SERVICE_DATABASE_URL",
    url,
  );
  const db = await openServiceDb(url);
  try {
    const { project } = await createProject(db, "bench-rescreen");
    await storeWatchlist(db, list);
    await db.amlListChange.deleteMany();
    const person = benchPeople(seededRandom(7));
    const names = new Set<string>();
    const seedStart = performance.now();
    await seedSubmissions(url, total, project.id, (row, i) => {
      const p = person();
      names.add(p.name);
      return { ...row, id: `bench-${String(i).padStart(7, "0")}`, ...p, issuingCountry: p.nationality };
    });
    const size = `${count(total)} submissions, ${count(names.size)} distinct names`;
    report(`aml: re-screen bench database`, `${size}, seeded in ${seconds(performance.now() - seedStart)}`);
    const p50 = await onePerson(db);
    const baseline = (n: number) =>
      `screening one applicant p50 ${ms(p50)} × ${count(n)} = ${seconds(p50 * n)}`;

    await storeNoMatchScreenings(url, list);

    const stored = await storeWatchlist(db, onePercentChanged(list, "2024-05-10", "BENCH-1"));
    const incStart = performance.now();
    const inc = await rescreenChanges(db);
    const incMs = performance.now() - incStart;
    report(
      `aml: incremental re-screen, ${stored.changedEntries} of ${list.entries.length} entries changed (1%), ${size}`,
      `${seconds(incMs)} (${ms(incMs / total)} each; ${count(inc.screened)} screened in full, ${inc.changes.length} changed)`,
      `${baseline(total)}; target < 1 min`,
    );

    // Another import, then a change of scoring: the next run screens everything in full.
    await storeWatchlist(db, onePercentChanged(list, "2024-05-17", "BENCH-2"));
    await db.amlRescreenState.update({ where: { id: "scoring" }, data: { scoringHash: "previous scoring" } });
    const fullStart = performance.now();
    const full = await rescreenChanges(db);
    const fullMs = performance.now() - fullStart;
    report(
      `aml: full re-screen (${full.mode}) after a list update, ${size}`,
      `${seconds(fullMs)} (${ms(fullMs / total)} each; ${count(full.unchanged)} unchanged, ${full.changes.length} changed)`,
      `${baseline(total)}; target < 10 min`,
    );
  } finally {
    await db.$disconnect();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function bench(report: Report) {
  const { loadSdn } = await import("../../kyc-service/aml/evaluation/evaluate");
  const { sdnFile } = await import("./aml-sdn");
  await benchRescreen(report, loadSdn(sdnFile()));
}
