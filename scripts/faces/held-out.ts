// Held-out pass rates of one model on the deepface pairs under every ID condition: the pass
// mark is fitted on 4 folds of pairs at the target false-accept rate and applied to the
// 5th, in turn; a pair's photos never inform the mark it is judged by.
import { calibratedScore } from "../../kyc-service/verification/faces/calibration";
import type { LabelledPair } from "./deepface-set";
import type { EmbeddingTable } from "./embed-set";
import { fitKnots } from "./fit-knots";
import { cosine, markForFalseAcceptRate, stratifiedFolds } from "./operating-point";

export const folds = 5;

/** A pair under one condition: the first photo as the selfie, the second under the condition. */
export type ScoredPair = { pair: LabelledPair; condition: string; score: number | null };

export type Scorer = (a: readonly number[], b: readonly number[]) => number;

export function scorePairs(
  table: EmbeddingTable,
  model: string,
  pairs: readonly LabelledPair[],
  scorer: Scorer = cosine,
): ScoredPair[] {
  const byCondition = table[model]!;
  const selfies = byCondition["photo as is"]!;
  return Object.entries(byCondition).flatMap(([condition, described]) =>
    pairs.map((pair) => {
      const [selfie, id] = [selfies[pair.a]?.embedding, described[pair.b]?.embedding];
      return { pair, condition, score: selfie && id ? scorer(selfie, id) : null };
    }),
  );
}

export type HeldOut = {
  /** Every scored pair with whether it passed at the mark fitted without its fold. */
  judged: Array<ScoredPair & { passed: boolean }>;
  marks: number[];
};

export function crossValidate(scored: ScoredPair[], falseAcceptRate: number): HeldOut {
  const pairs = [...new Set(scored.map((s) => s.pair))];
  const foldOf = stratifiedFolds(pairs, (pair) => pair.same, folds);
  const judged: HeldOut["judged"] = [];
  const marks: number[] = [];
  for (let fold = 0; fold < folds; fold++) {
    const training = scored.filter((s) => foldOf.get(s.pair) !== fold && !s.pair.same).map((s) => s.score);
    const mark = markForFalseAcceptRate(training, falseAcceptRate);
    marks.push(mark);
    for (const s of scored.filter((s) => foldOf.get(s.pair) === fold))
      judged.push({ ...s, passed: s.score !== null && s.score >= mark });
  }
  return { judged, marks };
}

/**
 * As crossValidate, but through the whole calibration: knots fitted on 4 folds (fitKnots),
 * each held-out pair's calibrated score compared with the interface's pass mark, 85.
 */
export function crossValidateAt85(scored: ScoredPair[], falseAcceptRate: number): HeldOut {
  const pairs = [...new Set(scored.map((s) => s.pair))];
  const foldOf = stratifiedFolds(pairs, (pair) => pair.same, folds);
  const judged: HeldOut["judged"] = [];
  const marks: number[] = [];
  for (let fold = 0; fold < folds; fold++) {
    const training = scored.filter((s) => foldOf.get(s.pair) !== fold);
    const knots = fitKnots(
      training.filter((s) => s.pair.same).map((s) => s.score),
      training.filter((s) => !s.pair.same).map((s) => s.score),
      falseAcceptRate,
    );
    marks.push(knots.find(([, score]) => score === 85)![0]);
    for (const s of scored.filter((s) => foldOf.get(s.pair) === fold))
      judged.push({ ...s, passed: s.score !== null && calibratedScore(s.score, knots) >= 85 });
  }
  return { judged, marks };
}

export type Rates = { same: number; different: number; sameN: number; differentN: number };

export function rates(
  judged: HeldOut["judged"],
  keep: (s: HeldOut["judged"][number]) => boolean = () => true,
) {
  const kept = judged.filter(keep);
  const same = kept.filter((s) => s.pair.same);
  const different = kept.filter((s) => !s.pair.same);
  const share = (list: typeof kept) => (list.length ? list.filter((s) => s.passed).length / list.length : 0);
  return { same: share(same), different: share(different), sameN: same.length, differentN: different.length };
}
