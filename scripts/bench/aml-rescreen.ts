// Ongoing monitoring's re-screen (kyc-service/aml/rescreen*.ts) on a fresh SQLite database
// holding the SDN list (the target is stated for 1,000,000 submissions, extrapolated linearly
// in docs/benchmarks.md):
// - the full re-screen (every submission against every entry, as after a change of scoring
//   or `npm run aml:rescreen`), screenings stored, of BENCH_AML_RESCREEN_FULL submissions
//   (default 2,000: it costs a screening each, minutes on this shared machine);
// - then BENCH_AML_RESCREEN_SUBMISSIONS in all (default 20,000) and the incremental re-screen
//   after an import in which 1% of the entries changed;
// - each against the same-run time of screening one applicant (p50 × the submissions).
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrateDeploy } from "../../common/database/migrate";
import { openServiceDb } from "../../kyc-service/store/db";
import { createProject } from "../../kyc-service/projects/projects";
import { storeWatchlist } from "../../kyc-service/aml/list-store";
import { rescreenAll } from "../../kyc-service/aml/rescreen";
import { rescreenChanges } from "../../kyc-service/aml/rescreen-incremental";
import { screen } from "../../kyc-service/aml/screening";
import type { ParsedWatchlist } from "../../kyc-service/aml/watchlist";
import { ms, percentile, type Report } from "./measure";
import { seedSubmissions } from "./service-seed";

// More varied names than the seed's own (100 combinations), so the token cache is not all hits.
const extra = [
  "Ahn",
  "Baek",
  "Seo",
  "Han",
  "Oh",
  "Nam",
  "Shin",
  "Kwon",
  "Hwang",
  "Song",
  "Jeon",
  "Hong",
  "Yoo",
];
const givens = [
  "Taeyang",
  "Haneul",
  "Sungmin",
  "Dahye",
  "Yuna",
  "Hyunwoo",
  "Jisoo",
  "Minseo",
  "Chaewon",
  "Junho",
  "Sora",
];

const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;

export async function benchRescreen(report: Report, list: ParsedWatchlist): Promise<void> {
  const total = Number(process.env.BENCH_AML_RESCREEN_SUBMISSIONS ?? 20_000);
  const fullCount = Math.min(total, Number(process.env.BENCH_AML_RESCREEN_FULL ?? 2_000));
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
    const seed = (count: number, prefix: string, from: number) =>
      seedSubmissions(url, count, project.id, (row, k) => {
        const i = from + k;
        return {
          ...row,
          id: `${prefix}-${String(i).padStart(7, "0")}`,
          name: `${extra[i % extra.length]} ${givens[(i * 7) % givens.length]} ${row.name}`,
        };
      });
    await seed(fullCount, "bench-a", 0);

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
    const p50 = percentile(one, 50);

    const fullStart = performance.now();
    const full = await rescreenAll(db);
    const fullMs = performance.now() - fullStart;
    report(
      `aml: full re-screen of ${fullCount.toLocaleString("en-US")} stored submissions (every entry, screenings stored)`,
      `${seconds(fullMs)} (${ms(fullMs / fullCount)} each; ${full.newlyFlagged} flagged); at 1,000,000: ~${seconds((fullMs / fullCount) * 1_000_000)}`,
      `screening one applicant p50 ${ms(p50)} × ${fullCount.toLocaleString("en-US")} = ${seconds(p50 * fullCount)}; target at 1,000,000 < 10 min`,
    );
    await seed(total - fullCount, "bench-b", fullCount);

    // 1% of the entries change (a programme added): the import queues them.
    const changed: ParsedWatchlist = {
      ...list,
      versionDate: "2024-05-10",
      entries: list.entries.map((e, i) =>
        i % 100 === 0 ? { ...e, programmes: [...e.programmes, "BENCH"] } : e,
      ),
    };
    const stored = await storeWatchlist(db, changed);
    const incStart = performance.now();
    const inc = await rescreenChanges(db);
    const incMs = performance.now() - incStart;
    report(
      `aml: incremental re-screen, ${stored.changedEntries} of ${list.entries.length} entries changed (1%), ${total.toLocaleString("en-US")} submissions`,
      `${seconds(incMs)} (${ms(incMs / total)} each; ${inc.screened} screened in full, ${inc.changes.length} changed); at 1,000,000: ~${seconds((incMs / total) * 1_000_000)}`,
      `the full re-screen's rate: ${seconds((fullMs / fullCount) * total)}; one applicant p50 ${ms(p50)}; target at 1,000,000 < 1 min`,
    );
  } finally {
    await db.$disconnect();
  }
}

export async function bench(report: Report) {
  const { loadSdn } = await import("../../kyc-service/aml/evaluation/evaluate");
  const { sdnFile } = await import("./aml-sdn");
  await benchRescreen(report, loadSdn(sdnFile()));
}
