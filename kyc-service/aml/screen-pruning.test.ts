// Screening scores in full only the candidates whose name can still reach the threshold
// (name-hits.ts). These tests screen real SDN names, namesakes and ordinary names both ways
// (with the shared snapshot present) and require identical matches: against the previous
// algorithm (every candidate the index gives scored in full), and against comparing the
// applicant with every name and alias on the list (no index at all).
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { indexOf, loadNegatives, loadPositives, loadSdn, positiveApplicant } from "./evaluation/evaluate";
import { namesakeCases } from "./evaluation/namesakes";
import { scoreCandidate, type Applicant } from "./match-score";
import { candidatesPerForm, nameForms } from "./name-hits";
import type { IndexedEntry, IndexedName, NameIndex } from "./name-index";
import { compareNames } from "./name-similarity";
import { matchRisk, RISK_RANK } from "./risk-band";
import { screenApplicant } from "./screen";
import { BulkScreening } from "./bulk-screening";
import { screeningOf } from "./screening";

const SDN = "/work/shared/data/ofac-sdn/sdn.csv";

/** Screening as it was before pruning: every candidate scored in full; `all` compares every listed name. */
function screenInFull(index: NameIndex, applicant: Applicant, threshold: number, all = false) {
  const best = new Map<
    IndexedEntry,
    {
      name: IndexedName;
      screenedAs: string;
      score: number;
      features: ReturnType<typeof scoreCandidate>["features"];
    }
  >();
  const forms = nameForms(applicant.name);
  for (const tokens of forms) {
    const candidates = all ? index.names : index.candidates(tokens, candidatesPerForm(forms.length));
    for (const candidate of candidates) {
      const { score, features } = scoreCandidate(
        applicant,
        candidate,
        compareNames(tokens, candidate.tokens),
      );
      const current = best.get(candidate.entry);
      if (
        !current ||
        score > current.score ||
        (score === current.score && features[0]!.points > current.features[0]!.points)
      )
        best.set(candidate.entry, { name: candidate, screenedAs: tokens.join(" "), score, features });
    }
  }
  return [...best]
    .filter(([, m]) => m.score >= threshold)
    .map(([entry, m]) => ({ entry, ...m, risk: matchRisk(m.features, entry.list.category) }))
    .sort((a, b) => RISK_RANK[b.risk.level] - RISK_RANK[a.risk.level] || b.score - a.score)
    .slice(0, 10);
}

const summary = (matches: { entry: IndexedEntry; score: number; risk: { level: string } }[]) =>
  matches.map((m) => `${m.entry.externalId} ${m.score} ${m.risk.level}`);

describe.skipIf(!existsSync(SDN))("screening with pruned candidates (needs ../shared/data)", () => {
  const list = loadSdn(SDN);
  const index = indexOf(list);
  const byUid = new Map(list.entries.map((e) => [e.externalId, e]));
  const positives = loadPositives().flatMap((c) => {
    const entry = byUid.get(c.uid);
    const a = entry && positiveApplicant(entry, c, true);
    return a ? [a] : [];
  });
  const namesakes = namesakeCases(list, { others: 40 })
    .filter((_, i) => i % 3 === 0)
    .flatMap((c) => [c.own, c.namesake]);
  // Reversed order, diacritics, transliteration variants and Hangul of listed names, by hand.
  const handWritten: Applicant[] = [
    { name: "Jong Un Kim", dateOfBirth: "1984-01-08", nationality: "PRK", gender: "male" },
    { name: "김정은", dateOfBirth: "1984-01-08", nationality: "PRK", gender: "male" },
    { name: "Muhammad Al-Zawahirí", dateOfBirth: "1951-06-19", nationality: "EGY", gender: "male" },
    { name: "Igor Setchin", dateOfBirth: "1960-09-07", nationality: "RUS", gender: "male" },
    { name: "Sechin Igor", nationality: "RUS" },
    { name: "Kim Chol", dateOfBirth: "1970-03-03", nationality: "KOR", gender: "male" },
  ];

  it("gives the previous algorithm's matches, scores, features and order at 90 and 85", () => {
    const applicants = [...positives, ...loadNegatives(), ...namesakes, ...handWritten];
    let flagged = 0;
    for (const threshold of [90, 85]) {
      for (const applicant of applicants) {
        const pruned = screenApplicant(index, applicant, threshold);
        const full = screenInFull(index, applicant, threshold);
        expect(pruned, applicant.name).toEqual(full);
        if (pruned.length) flagged++;
      }
    }
    // The set exercises matches, not only empty results.
    expect(flagged).toBeGreaterThan(applicants.length);
  });

  it("gives each applicant's own screening when a run works out each name and form once", () => {
    const bulk = new BulkScreening(index, 85);
    const at = new Date("2026-11-26T00:00:00Z");
    // Each applicant twice (the second from memory), Hangul next to its romanisations.
    const applicants = [...namesakes, ...handWritten, ...loadNegatives()];
    for (const applicant of [...applicants, ...applicants])
      for (const threshold of [90, 85])
        expect(bulk.screen(applicant, threshold, at), applicant.name).toEqual(
          screeningOf(index, applicant, threshold, (i) => screenApplicant(i, applicant, threshold), at),
        );
    expect(() => bulk.screen(handWritten[0]!, 80, at)).toThrow(/below the run's lowest/);
  });

  it("finds what comparing every listed name finds, for a sample of listed people and namesakes", () => {
    // Every listed name for every form is slow (~0.2 s a Latin name): a sample, Hangul included.
    const sample = [
      ...positives.filter((_, i) => i % 60 === 0),
      ...namesakes.filter((_, i) => i % 90 === 0),
      ...handWritten,
    ];
    for (const applicant of sample)
      expect(summary(screenApplicant(index, applicant, 90)), applicant.name).toEqual(
        summary(screenInFull(index, applicant, 90, true)),
      );
  }, 120_000);
});
