// Face similarity on the interface's scale (0-100, a match at 85 or more). The raw similarity
// is the cosine of two embeddings (face-recognition.ts); the knots below map it to the scale and were fitted on
// real photographs by `npm run faces:calibrate` (docs/face-engine.md, "Calibration"): 85 is
// where at most 0.1% of different-person pairs pass. Change them only with a new measurement.

/** Cosine similarity of two embeddings, -1..1. */
export function rawSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || a.length !== b.length)
    throw new RangeError(
      `face embeddings must be non-empty and of equal length (got ${a.length} and ${b.length})`,
    );
  let [dot, normA, normB] = [0, 0, 0];
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    normA += a[i]! * a[i]!;
    normB += b[i]! * b[i]!;
  }
  return normA && normB ? dot / Math.sqrt(normA * normB) : 0;
}

export type Knots = ReadonlyArray<readonly [raw: number, score: number]>;

/** Piecewise-linear map from raw similarity to the interface score: [raw, score], ascending. */
export const SIMILARITY_KNOTS: Knots = [
  [-1, 0],
  [0.009, 30], // different people's median
  [0.296, 60], // different people's 99th percentile
  [0.437, 85], // the pass mark: 0.1% of different-person pairs reach it
  [0.757, 95], // median of the same-person pairs that pass
  [1, 100],
];

export function calibratedScore(raw: number, knots: Knots = SIMILARITY_KNOTS): number {
  if (raw <= knots[0]![0]) return knots[0]![1];
  for (let i = 1; i < knots.length; i++) {
    const [x1, y1] = knots[i]!;
    const [x0, y0] = knots[i - 1]!;
    // Rounded down to 0.1: a raw value just under the mark must not round up to 85.
    if (raw <= x1) return Math.floor((y0 + ((raw - x0) / (x1 - x0)) * (y1 - y0)) * 10) / 10;
  }
  return knots[knots.length - 1]![1];
}

/** Calibrated similarity of two face embeddings, 0-100; 85 or more counts as the same person. */
export function faceSimilarity(a: readonly number[], b: readonly number[]): number {
  return calibratedScore(rawSimilarity(a, b));
}

/** Liveness on the interface scale: human's liveness x antispoof "real" scores, 0-100. */
export function livenessScore(real: number, live: number): number {
  return Math.round(Math.sqrt(Math.max(0, real) * Math.max(0, live)) * 1000) / 10;
}
