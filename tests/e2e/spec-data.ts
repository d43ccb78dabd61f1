// Every spec owns its data: a data file arranges its submissions once per spec file and per
// repeat (`--repeat-each`) of this `playwright test` run (E2E_RUN_ID), so no other spec, and no
// other copy of the same spec, can decide, resolve or delete what a spec asserts on. Kept in a
// file: after a failed test the spec's remaining tests go on in a new worker process, which
// reads the same data instead of arranging it again.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { TestInfo } from "@playwright/test";
import { e2eDataDir } from "./accounts";

/** Who the data is for: the spec file and the repeat, e.g. `review.spec.ts-0`. */
export function specOwner(info: TestInfo): string {
  return `${path.basename(info.file)}-${info.repeatEachIndex}`;
}

/** `arrange()`'s result for this spec and repeat, arranged on the first call. */
export async function arrangedOnce<T>(kind: string, info: TestInfo, arrange: () => Promise<T>): Promise<T> {
  const runId = process.env.E2E_RUN_ID ?? "local";
  const cache = path.join(e2eDataDir, `${kind}-data-${specOwner(info)}-${runId}.json`);
  if (existsSync(cache)) return JSON.parse(readFileSync(cache, "utf8")) as T;
  const data = await arrange();
  writeFileSync(cache, JSON.stringify(data));
  return data;
}
