// The calibration the service used before the deepface measurement (faceres embeddings,
// human's Euclidean similarity, knots fitted on the library's own screenshots), kept so the
// bench and the model comparison can show it as the baseline in the same run.

/** human's `match.similarity` with its defaults (Euclidean, multiplier 25, range 0.2-0.8), 0..1. */
function humanSimilarity(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i]! - b[i]!) ** 2;
  if (sum === 0) return 1;
  const normalised = (1 - Math.sqrt(25 * sum) / 100 - 0.2) / (0.8 - 0.2);
  return Math.max(0, Math.min(1, normalised));
}

const previousKnots: ReadonlyArray<readonly [number, number]> = [
  [0, 0],
  [0.4, 40],
  [0.55, 70],
  [0.65, 85],
  [0.8, 95],
  [1, 100],
];

/** The previous engine's 0-100 score for two faceres embeddings (85 passed). */
export function previousScore(a: readonly number[], b: readonly number[]): number {
  const raw = humanSimilarity(a, b);
  for (let i = 1; i < previousKnots.length; i++) {
    const [[x0, y0], [x1, y1]] = [previousKnots[i - 1]!, previousKnots[i]!];
    if (raw <= x1) return Math.floor(y0 + ((raw - x0) / (x1 - x0)) * (y1 - y0));
  }
  return 100;
}
