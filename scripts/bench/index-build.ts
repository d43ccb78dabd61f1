// Waiting for the dashboard's case index to be built, as a bench sees it: the sync state row in
// the dashboard's database, and the dashboard process's resident memory sampled meanwhile.
import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import type { Db } from "../../lib/database/dashboard-db";

/** Resident memory (MB) of the `next start` server in the bench's process group, or NaN. */
export function dashboardRssMb(pgid: number): number {
  const lines = execFileSync("ps", ["-o", "pid=,args=", "-g", String(pgid)], { encoding: "utf8" }).split(
    "\n",
  );
  // The server itself ("next-server"), not the shell or the launcher that started it.
  const server = lines.find((l) => /next-server/.test(l));
  const pid = server?.trim().split(/\s+/)[0];
  if (!pid) return NaN;
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** Polls until the first build has reached the end of the list; the peak RSS seen meanwhile. */
export async function waitForIndexBuild(db: Db, pgid: number, timeoutMs: number) {
  const started = performance.now();
  let peakRssMb = 0;
  for (;;) {
    const rss = dashboardRssMb(pgid);
    if (Number.isFinite(rss)) peakRssMb = Math.max(peakRssMb, rss);
    const state = await db.caseIndexState.findUnique({ where: { id: "submissions" } });
    if (state?.builtAt) return { ms: performance.now() - started, peakRssMb, state };
    if (performance.now() - started > timeoutMs)
      throw new Error(`the index was not built within ${timeoutMs} ms`);
    await sleep(1000);
  }
}
