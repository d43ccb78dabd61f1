// Face similarity on the interface's scale (0-100, a match at 85 or more). human's own
// similarity is not on that scale: for the same person it lands around 0.5-0.7. The knots
// below are set from the distributions measured by `npm run faces:calibrate` (figures in
// docs/face-engine.md); change them only with a new measurement.

/** human's `match.similarity` with its defaults (Euclidean, multiplier 25, range 0.2-0.8), 0..1. */
export function rawSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || a.length !== b.length)
    throw new RangeError(
      `face embeddings must be non-empty and of equal length (got ${a.length} and ${b.length})`,
    );
  let sum = 0;
  for (let i = 0; i < a.length; i++) {
    const diff = a[i]! - b[i]!;
    sum += diff * diff;
  }
  if (sum === 0) return 1;
  const root = Math.sqrt(25 * sum);
  const normalised = (1 - root / 100 - 0.2) / (0.8 - 0.2);
  return Math.max(0, Math.min(1, normalised));
}

/** Piecewise-linear map from raw similarity to the interface score: [raw, score] knots, ascending. */
export const SIMILARITY_KNOTS: ReadonlyArray<readonly [number, number]> = [
  [0, 0],
  [0.4, 40], // different people's median is ~0.37
  [0.55, 70], // different people's p95 is ~0.54
  [0.65, 85], // the pass mark: 0.4% of different pairs reach it, most augmented copies clear it
  [0.8, 95], // augmented copies' p5 is ~0.80
  [1, 100],
];

export function calibratedScore(raw: number): number {
  const knots = SIMILARITY_KNOTS;
  for (let i = 1; i < knots.length; i++) {
    const [x1, y1] = knots[i]!;
    const [x0, y0] = knots[i - 1]!;
    if (raw <= x1) return Math.round((y0 + ((raw - x0) / (x1 - x0)) * (y1 - y0)) * 10) / 10;
  }
  return 100;
}

/** Calibrated similarity of two face embeddings, 0-100; 85 or more counts as the same person. */
export function faceSimilarity(a: readonly number[], b: readonly number[]): number {
  return calibratedScore(rawSimilarity(a, b));
}

/** Liveness on the interface scale: human's liveness x antispoof "real" scores, 0-100. */
export function livenessScore(real: number, live: number): number {
  return Math.round(Math.sqrt(Math.max(0, real) * Math.max(0, live)) * 1000) / 10;
}
