// AML screening against OFAC's SDN list (../shared/data/ofac-sdn/sdn.csv, never committed):
// - the labelled evaluation (kyc-service/aml/evaluation/): recall and false-positive rate at
//   the default threshold 90, with the applicant's date of birth, nationality and gender
//   (as the service screens) and by name alone;
// - the namesakes evaluation and ordinary names, against the previous scoring (aml-namesakes.ts);
// - screening p50/p95 of one applicant through the index vs the same-run baseline of
//   comparing the applicant with every listed name (no index);
// - import of the full list into a fresh SQLite database, vs parsing it alone, and the
//   index build from the database;
// - one PDF report, p50 after the first (and the first, which inflates the font).
import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrateDeploy } from "../../common/database/migrate";
import { openServiceDb } from "../../kyc-service/store/db";
import { importWatchlistFile } from "../../kyc-service/aml/import-file";
import { buildIndex } from "../../kyc-service/aml/index-loader";
import {
  evaluate,
  indexOf,
  loadNegatives,
  loadPositives,
  loadSdn,
  positiveApplicant,
} from "../../kyc-service/aml/evaluation/evaluate";
import { nameForms, screenApplicant } from "../../kyc-service/aml/screen";
import { compareNames } from "../../kyc-service/aml/name-similarity";
import { scoreCandidate, type Applicant } from "../../kyc-service/aml/match-score";
import { renderAmlReport } from "../../kyc-service/aml/report-pdf";
import type { StoredMatch, StoredScreening } from "../../kyc-service/aml/screening-store";
import { LEGACY_SCORING } from "../../kyc-service/aml/evaluation/legacy-scoring";
import { benchNamesakes } from "./aml-namesakes";
import { benchRescreen } from "./aml-rescreen";
import { ms, percentile, type Report } from "./measure";

const SDN = path.resolve(import.meta.dirname, "../../../shared/data/ofac-sdn/sdn.csv");
const sdnFile = existsSync(SDN) ? SDN : "/work/shared/data/ofac-sdn/sdn.csv";
const THRESHOLD = 90;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function timed<T>(work: () => T): [number, T] {
  const started = performance.now();
  const result = work();
  return [performance.now() - started, result];
}

export async function bench(report: Report) {
  if (!existsSync(sdnFile))
    throw new Error(`the SDN snapshot is missing at ${sdnFile} (../shared/data/ofac-sdn/sdn.csv)`);
  const [parseMs, list] = timed(() => loadSdn(sdnFile));
  const [indexMs, index] = timed(() => indexOf(list));
  const names = list.entries.reduce((n, e) => n + 1 + e.aliases.length, 0);

  // 1. The labelled evaluation.
  for (const withData of [true, false]) {
    const r = evaluate(list, index, THRESHOLD, { withData });
    const was = evaluate(list, index, THRESHOLD, { withData, scoring: LEGACY_SCORING });
    const label = withData ? "with date of birth, nationality, gender" : "name only";
    report(
      `aml: recall at ${THRESHOLD} (${label})`,
      `${pct(r.recall)} (${r.found}/${r.positives})`,
      `previous scoring ${pct(was.recall)} (${was.found}/${was.positives}); target >= 95% with the data the service screens with`,
    );
    report(
      `aml: false-positive rate at ${THRESHOLD} (${label})`,
      `${pct(r.falsePositiveRate)} (${r.flagged}/${r.negatives})`,
      `previous scoring ${pct(was.falsePositiveRate)} (${was.flagged}/${was.negatives}); target <= 2%`,
    );
    report(
      `aml: recall by perturbation (${label})`,
      Object.entries(r.byKind)
        .map(([k, v]) => `${k} ${v.found}/${v.total}`)
        .join(", "),
    );
    for (const miss of r.misses)
      console.log(
        `  missed (${label}): uid ${miss.uid} ${miss.kind} "${miss.name}" -> ${miss.best ?? "not among the candidates"}`,
      );
    for (const fp of r.falsePositives)
      console.log(`  false positive (${label}): "${fp.name}" -> "${fp.matched}" ${fp.score}`);
  }

  benchNamesakes(report, list, index, THRESHOLD);

  // 2. Screening one applicant: through the index vs comparing with every listed name.
  const byUid = new Map(list.entries.map((e) => [e.externalId, e]));
  const applicants: Applicant[] = [
    ...loadPositives().flatMap((c) => {
      const entry = byUid.get(c.uid);
      const a = entry && positiveApplicant(entry, c, true);
      return a ? [a] : [];
    }),
    ...loadNegatives(),
  ];
  for (const a of applicants.slice(0, 20)) screenApplicant(index, a, THRESHOLD);
  const indexed = applicants.map((a) => timed(() => screenApplicant(index, a, THRESHOLD))[0]);
  const scan = (a: Applicant) => {
    let best = 0;
    for (const tokens of nameForms(a.name)) {
      for (const name of index.names)
        best = Math.max(best, scoreCandidate(a, name, compareNames(tokens, name.tokens)).score);
    }
    return best;
  };
  const sample = applicants.filter((_, i) => i % 10 === 0);
  const scanned = sample.map((a) => timed(() => scan(a))[0]);
  report(
    `aml: screening p50 against the full SDN list (${list.entries.length} individuals, ${names} names and aliases)`,
    ms(percentile(indexed, 50)),
    `every listed name compared, no index: ${ms(percentile(scanned, 50))} (${sample.length} applicants); target <= 20 ms`,
  );
  report("aml: screening p95", ms(percentile(indexed, 95)), `no index: ${ms(percentile(scanned, 95))}`);

  // 3. Import into a fresh database, and the service's index build from it.
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-aml-"));
  const url = `file:${path.join(dir, "service.db")}`;
  await migrateDeploy(
    path.resolve(import.meta.dirname, "../../kyc-service/prisma.config.ts"),
    "KYC_SERVICE_DATABASE_URL",
    url,
  );
  const db = await openServiceDb(url);
  try {
    const started = performance.now();
    const imported = await importWatchlistFile(db, {
      format: "ofac-sdn",
      file: sdnFile,
      versionDate: "2024-05-03",
    });
    const importMs = performance.now() - started;
    report(
      "aml: import of the full SDN list (npm run aml:import)",
      ms(importMs),
      `parsing the file alone ${ms(parseMs)}; ${imported.entries} individuals, ${imported.names} names stored`,
    );
    const [buildMs] = await (async () => {
      const t = performance.now();
      const built = await buildIndex(db);
      return [performance.now() - t, built] as const;
    })();
    report(
      "aml: index build from the database (service start, after an import)",
      ms(buildMs),
      `from the parsed list in memory ${ms(indexMs)}`,
    );

    // 4. One PDF report of a real match (a Hangul applicant on the SDN list).
    const applicant = { name: "김정은", dateOfBirth: "1984-01-08", nationality: "PRK", gender: "male" };
    const [top] = screenApplicant(index, applicant, THRESHOLD);
    if (!top) throw new Error("김정은 did not match the SDN list");
    const match: StoredMatch = {
      resourceId: "aml_bench",
      score: top.score,
      features: top.features,
      matchedName: top.name.name,
      matchedNameKind: top.name.kind,
      screenedAs: top.screenedAs,
      list: { name: list.name, source: list.source, category: list.category, versionDate: list.versionDate },
      entry: {
        externalId: top.entry.externalId,
        primaryName: top.entry.primaryName,
        datesOfBirth: top.entry.datesOfBirth,
        nationalities: top.entry.nationalities,
        programmes: top.entry.programmes,
      },
    };
    const screening: StoredScreening = {
      submissionId: "bench",
      screenedAt: new Date(),
      status: "Red Flag",
      riskLevel: "High",
      threshold: THRESHOLD,
      lists: [match.list],
      applicant,
      matches: [match],
    };
    const first = performance.now();
    await renderAmlReport(screening, match);
    const firstMs = performance.now() - first;
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t = performance.now();
      await renderAmlReport(screening, match);
      times.push(performance.now() - t);
    }
    report(
      "aml: one PDF report (Korean name, Noto Sans KR embedded) p50",
      ms(percentile(times, 50)),
      `first of the process (reads and inflates the font) ${ms(firstMs)}; target <= 300 ms`,
    );
  } finally {
    await db.$disconnect();
  }
  // 5. Ongoing monitoring: the full and the incremental re-screen of stored submissions.
  await benchRescreen(report, list);
}
