// Fits the knots of the calibrated score (kyc-service/verification/faces/calibration.ts)
// from raw similarities of labelled pairs: 85 at the mark for the target false-accept rate,
// the other knots at quantiles so the scale reads sensibly on both sides of the mark.
import { markForFalseAcceptRate } from "./operating-point";

type Knot = readonly [raw: number, score: number];

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))]!;
}

const round = (x: number) => Math.round(x * 1000) / 1000;

export function fitKnots(
  same: ReadonlyArray<number | null>,
  different: ReadonlyArray<number | null>,
  falseAcceptRate: number,
): Knot[] {
  const present = (list: ReadonlyArray<number | null>) => list.filter((s): s is number => s !== null);
  const mark = round(markForFalseAcceptRate(different, falseAcceptRate));
  const diff = present(different);
  const sameAbove = present(same).filter((s) => s > mark);
  const knots: Knot[] = [
    [-1, 0],
    [round(quantile(diff, 0.5)), 30], // the typical stranger
    [round(quantile(diff, 0.99)), 60], // 1 stranger in 100 scores higher
    [mark, 85], // the pass mark
    [round(sameAbove.length ? quantile(sameAbove, 0.5) : mark + (1 - mark) / 2), 95],
    [1, 100],
  ];
  // Quantiles can coincide on small sets; keep the map strictly increasing.
  for (let i = 1; i < knots.length; i++)
    if (knots[i]![0] <= knots[i - 1]![0]) throw new Error(`knots not increasing: ${JSON.stringify(knots)}`);
  return knots;
}
