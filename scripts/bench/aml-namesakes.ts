// The namesakes evaluation and the ordinary-names false-positive rate
// (kyc-service/aml/evaluation/namesakes.ts, ordinary-korean.ts, negatives.json), each under
// the current scoring and, as the same-run baseline, the scoring before namesakes were
// lowered (legacy-scoring.ts). Targets: own birth dates High >= 98%; namesakes High <= 2%,
// flagged at all <= 10%; ordinary names flagged <= 1%.
import { loadNegatives } from "../../kyc-service/aml/evaluation/evaluate";
import { LEGACY_SCORING } from "../../kyc-service/aml/evaluation/legacy-scoring";
import { evaluateNamesakes, ordinaryFlagged } from "../../kyc-service/aml/evaluation/namesake-evaluation";
import { namesakeCases } from "../../kyc-service/aml/evaluation/namesakes";
import { ordinaryKoreans } from "../../kyc-service/aml/evaluation/ordinary-korean";
import type { NameIndex } from "../../kyc-service/aml/name-index";
import { SCORING } from "../../kyc-service/aml/scoring-config";
import type { ParsedWatchlist } from "../../kyc-service/aml/watchlist";
import { screenApplicant } from "../../kyc-service/aml/screen";
import { ms, percentile, type Report } from "./measure";

const pct = (n: number, d: number) => `${((n / d) * 100).toFixed(1)}% (${n}/${d})`;

export function benchNamesakes(report: Report, list: ParsedWatchlist, index: NameIndex, threshold: number) {
  const cases = namesakeCases(list);
  const entries = new Set(cases.map((c) => c.uid)).size;
  console.log(
    `  namesakes set: ${cases.length} name forms of ${entries} listed individuals with a date of birth`,
  );
  const now = evaluateNamesakes(index, cases, threshold, SCORING);
  const before = evaluateNamesakes(index, cases, threshold, LEGACY_SCORING);
  for (const group of ["all", "korean", "other"] as const) {
    const label = group === "all" ? "" : ` (${group} names)`;
    report(
      `aml: listed people with their own birth date, High${label}`,
      pct(now.own[group].high, now.own[group].total),
      `previous scoring ${pct(before.own[group].high, before.own[group].total)}${group === "all" ? "; target >= 98%" : ""}`,
    );
    report(
      `aml: namesakes with another birth date and nationality, High${label}`,
      pct(now.namesakes[group].high, now.namesakes[group].total),
      `previous scoring ${pct(before.namesakes[group].high, before.namesakes[group].total)}${group === "all" ? "; target <= 2%" : ""}`,
    );
    report(
      `aml: namesakes flagged at all${label}`,
      pct(now.namesakes[group].flagged, now.namesakes[group].total),
      `previous scoring ${pct(before.namesakes[group].flagged, before.namesakes[group].total)}${group === "all" ? "; target <= 10%" : ""}`,
    );
  }
  const [a, b] = [now.randomNamesakes, before.randomNamesakes];
  report(
    "aml: namesakes with any random birth date (may fall in a listed range), High / flagged",
    `${pct(a.high, a.total)} / ${pct(a.flagged, a.total)}`,
    `previous scoring ${pct(b.high, b.total)} / ${pct(b.flagged, b.total)}`,
  );
  // What Korean names cost: up to 16 romanisations each, also when read back from Latin letters.
  const korean = cases.filter((c) => c.group === "korean").map((c) => c.namesake);
  const times = korean.map((a) => {
    const started = performance.now();
    screenApplicant(index, a, threshold);
    return performance.now() - started;
  });
  const latin = korean.filter((a) => !/[\uAC00-\uD7A3]/.test(a.name)).map((a) => a.name);
  const latinTimes = times.filter((_, i) => !/[\uAC00-\uD7A3]/.test(korean[i]!.name));
  report(
    `aml: screening p50 / p95 of Korean names (${korean.length}: Hangul and romanised)`,
    `${ms(percentile(times, 50))} / ${ms(percentile(times, 95))}`,
    `romanised only (${latin.length}, read back into Hangul): ${ms(percentile(latinTimes, 50))} / ${ms(percentile(latinTimes, 95))}; target p50 <= 20 ms`,
  );
  for (const miss of now.ownMisses) console.log(`  not High (own birth date): ${miss}`);
  for (const high of now.namesakesHigh) console.log(`  namesake High: ${high}`);

  const sets = [
    ["negatives.json, twelve languages", loadNegatives()],
    ["ordinary Korean names", ordinaryKoreans()],
  ] as const;
  for (const [label, applicants] of sets) {
    const a = ordinaryFlagged(index, [...applicants], threshold, SCORING);
    const b = ordinaryFlagged(index, [...applicants], threshold, LEGACY_SCORING);
    report(
      `aml: ordinary names flagged (${label})`,
      pct(a.flagged, a.total),
      `previous scoring ${pct(b.flagged, b.total)}; target <= 1%`,
    );
    for (const e of a.examples) console.log(`  ordinary name flagged: ${e}`);
  }
}
