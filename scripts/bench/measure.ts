// Small helpers for benchmarks: percentiles, timing, and one line per figure.
import { performance } from "node:perf_hooks";

export type Report = (name: string, value: string, baseline?: string) => void;

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export async function time<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
