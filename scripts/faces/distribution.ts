// Prints one distribution of similarity scores: raw (human's 0..1) and calibrated (0-100).
import { percentile } from "../bench/measure";

export type Pair = { label: string; raw: number };

const fixed = (value: number) => value.toFixed(3);

export function describeSamples(
  title: string,
  pairs: Pair[],
  calibrate: (raw: number) => number,
  tail: "lowest" | "highest",
  passMark = 85,
) {
  console.log(`\n## ${title}: ${pairs.length} pairs`);
  if (!pairs.length) return;
  const raw = pairs.map((pair) => pair.raw);
  const scores = raw.map(calibrate);
  const line = (name: string, values: number[], format: (value: number) => string) =>
    console.log(
      `${name}: min ${format(Math.min(...values))}  p5 ${format(percentile(values, 5))}  p50 ${format(percentile(values, 50))}  p95 ${format(percentile(values, 95))}  max ${format(Math.max(...values))}`,
    );
  line("raw       ", raw, fixed);
  line("calibrated", scores, (value) => value.toFixed(1));
  console.log(
    `calibrated >= ${passMark}: ${scores.filter((score) => score >= passMark).length} of ${scores.length}`,
  );
  const sorted = [...pairs].sort((a, b) => (tail === "lowest" ? a.raw - b.raw : b.raw - a.raw)).slice(0, 5);
  console.log(
    `${tail}: ${sorted.map((pair) => `${pair.label} ${fixed(pair.raw)} -> ${calibrate(pair.raw).toFixed(1)}`).join("; ")}`,
  );
}
