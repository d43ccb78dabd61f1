// The engine before the switch to MobileFaceNet ArcFace (2026-11-24): human's faceres
// embeddings, cosine similarity, knots fitted on the deepface photos like today's. Kept so the
// bench and the model comparison can show it as the baseline in the same run.
import { calibratedScore, rawSimilarity, type Knots } from "../../kyc-service/verification/faces/calibration";

/** The recognition model of the previous engine, as the comparison names it (candidates.ts). */
export const previousModel = "faceres";

const faceresKnots: Knots = [
  [-1, 0],
  [0.386, 30],
  [0.583, 60],
  [0.625, 85],
  [0.732, 95],
  [1, 100],
];

/** The previous engine's 0-100 score for two faceres embeddings (85 passed). */
export function previousScore(a: readonly number[], b: readonly number[]): number {
  return calibratedScore(rawSimilarity(a, b), faceresKnots);
}
