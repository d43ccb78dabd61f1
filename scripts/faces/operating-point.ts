// Similarity of embeddings and the choice of a pass mark by false-accept rate, with k-fold
// cross-validation over labelled pairs: the mark is fitted on the other folds and the pass
// rates are counted on the held-out fold only.
import { seededRandom } from "../../common/seeded-random";

/** Cosine similarity, -1..1: the models' embeddings differ in length and scale, cosine fits all. */
export function cosine(a: readonly number[], b: readonly number[]): number {
  let [dot, na, nb] = [0, 0, 0];
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/**
 * The lowest mark at which at most `falseAcceptRate` of the different-person scores pass
 * (a score passes at >= mark). Null scores (no face) never pass.
 */
export function markForFalseAcceptRate(
  different: ReadonlyArray<number | null>,
  falseAcceptRate: number,
): number {
  const sorted = different.filter((s): s is number => s !== null).sort((x, y) => y - x);
  const allowed = Math.floor(falseAcceptRate * different.length);
  if (allowed >= sorted.length) return -Infinity;
  // Just above the first score that must fail.
  return sorted[allowed]! + 1e-9;
}

export const passRate = (scores: ReadonlyArray<number | null>, mark: number) =>
  scores.length ? scores.filter((s) => s !== null && s >= mark).length / scores.length : 0;

/** Stratified fold numbers 0..k-1 for items, same-person and different-person shuffled apart. */
export function stratifiedFolds<T>(items: readonly T[], isSame: (item: T) => boolean, k: number, seed = 7) {
  const random = seededRandom(seed);
  const folds = new Map<T, number>();
  for (const group of [items.filter(isSame), items.filter((item) => !isSame(item))]) {
    const shuffled = [...group];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(random.next() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
    }
    shuffled.forEach((item, index) => folds.set(item, index % k));
  }
  return folds;
}
