// The review workspace's figures, against both programs as they run in production (the built
// dashboard and the KYC service started by scripts/dev.ts --production in a data directory of
// their own, 50,000 submissions seeded into the service's database, the case index built):
// 1. the server's time for a 2000-record queue page from the case index against a client call
//    for a page of the same size (the rows route answers JSON, rendered in the browser);
// 2. the time until a 2000-row table answers the keyboard in Chromium, against the time the
//    same rows take to arrive over HTTP.
// Views, counts and search at a million submissions are the scale suite's (scale.ts).
// Needs a build (`npm run build`). Ports: BENCH_DASHBOARD_PORT / BENCH_SERVICE_PORT.
import { rmSync, existsSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { fetch } from "undici";
import { ms, percentile, time, type Report } from "./measure";
import { seedSubmissions } from "./service-seed";
import { keyLatencies, timeSort } from "./review-table";
import { chromiumArgs, chromiumPath } from "../../tests/support/chromium";
import { benchAccount, startProgramsForBench, untilIndexed, type RunningPrograms } from "./review-programs";
import { signInForBench } from "./bench-session";

const stored = 50_000;
/** One submission in 100 is pending: the work queue holds 500 of the 50,000. */
const pendingEvery = 100;
/** Rounds per figure: the machine's noise moves a 30 ms figure by a few ms from round to round. */
const rounds = 20;

export async function bench(report: Report) {
  const root = path.resolve(import.meta.dirname, "../..");
  if (!existsSync(path.join(root, ".next", "BUILD_ID")))
    throw new Error("no dashboard build: run `npm run build` first");
  const dataDir = path.join(root, ".data", "bench-review");
  rmSync(dataDir, { recursive: true, force: true });
  const programs = await startProgramsForBench(root, dataDir);
  try {
    await seedSubmissions(
      `file:${path.join(dataDir, "kyc-service", "service.db")}`,
      stored,
      "demo-project",
      (row, i) => ({
        ...row,
        kycResult: i % pendingEvery === 0 ? "pending" : i % 2 ? "approved" : "incomplete",
      }),
    );
    await untilIndexed(programs, stored);
    const cookie = await signInForBench(programs, await benchAccount(programs.dataDir));
    const rowsRoute = await renderAgainstClient(report, programs, cookie);
    await tableInteractive(report, programs, rowsRoute);
  } finally {
    await programs.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The server's work for a 2000-record page: the queue page is a shell whose rows come from
 * /api/submissions/scan (one upstream call of 2000 for an unfiltered view, NDJSON out), so
 * the figure is the shell plus that route, each against the client call it wraps.
 */
async function renderAgainstClient(
  report: Report,
  programs: RunningPrograms,
  cookie: string,
): Promise<number> {
  const client = programs.client();
  const get = async (url: string, mustInclude: string) => {
    const response = await fetch(`${programs.dashboardUrl}${url}`, { headers: { cookie } });
    const body = await response.text();
    if (response.status !== 200 || !body.includes(mustInclude))
      throw new Error(`${url}: HTTP ${response.status}, no "${mustInclude}"`);
    return Buffer.byteLength(body);
  };
  const shell = () => get("/submissions?view=all&size=2000", "Search submissions");
  const rows = () => get("/api/submissions/rows?view=all&size=2000", "bench-049999");
  const call = async () => {
    const page = await client.listSubmissions({ count: 2000 });
    if (page.Items.length !== 2000) throw new Error("short page");
  };
  for (let i = 0; i < 3; i++) await Promise.all([shell(), rows(), call()]);
  // Unmeasured rounds first, so the figures are the steady state of both sides.
  for (let i = 0; i < 5; i++) {
    await call();
    await rows();
  }
  // The route and the call it wraps alternate, so a pair shares the machine's load.
  const [shells, routes, calls, ratios]: [number[], number[], number[], number[]] = [[], [], [], []];
  let bytes = 0;
  for (let i = 0; i < rounds; i++) {
    const [c] = await time(call);
    const [r, size] = await time(rows);
    calls.push(c);
    routes.push(r);
    ratios.push(r / c);
    bytes = size;
  }
  for (let i = 0; i < rounds; i++) shells.push((await time(shell))[0]);
  const [s50, r50, c50] = [percentile(shells, 50), percentile(routes, 50), percentile(calls, 50)];
  report(
    "review: 2000-record queue page, server time p50 (rows route, whole response)",
    ms(r50),
    `client call for the same page p50 ${ms(c50)}; median paired ratio ${percentile(ratios, 50).toFixed(2)}x; ${(bytes / 1e6).toFixed(2)} MB JSON`,
  );
  report("review: queue page shell (HTML, no rows) p50", ms(s50));

  // The fixed part of the route (session, audit event, NDJSON) shows on a small page.
  const small = () => get("/api/submissions/rows?view=all&size=50", "bench-049999");
  const smallCall = () => client.listSubmissions({ count: 50 });
  for (let i = 0; i < 3; i++) await Promise.all([small(), smallCall()]);
  const [smalls, smallCalls]: [number[], number[]] = [[], []];
  for (let i = 0; i < rounds; i++) {
    smallCalls.push((await time(smallCall))[0]);
    smalls.push((await time(small))[0]);
  }
  report(
    "review: 50-record page, server time p50 (fixed cost: session, audit, JSON)",
    ms(percentile(smalls, 50)),
    `client call p50 ${ms(percentile(smallCalls, 50))}`,
  );
  await client.close();
  return r50;
}

async function tableInteractive(report: Report, programs: RunningPrograms, rowsRouteMs: number) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const context = await browser.newContext({
      baseURL: programs.dashboardUrl,
      storageState: programs.storageState,
    });
    const page = await context.newPage();
    const url = "/submissions?view=all&size=2000";
    await page.goto(url); // warm: compiled chunks cached by the browser like a reviewer's
    const interactive: number[] = [];
    const loaded: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await page.goto(url, { waitUntil: "commit" });
      // Virtualised: the table holds all 2000 (aria-rowcount) but draws only those in sight.
      await page.waitForFunction(
        () => document.querySelector("table[aria-rowcount='2001'] tbody tr[data-submission-id]") !== null,
        undefined,
        { polling: 20 },
      );
      loaded.push(performance.now() - started);
      // Interactive: arrow down on the first row moves the focus, which only the hydrated table does.
      await page.waitForFunction(
        () => {
          const rows = document.querySelectorAll<HTMLElement>("tbody tr[data-submission-id]");
          rows[0]!.focus();
          rows[0]!.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
          return document.activeElement === rows[1];
        },
        undefined,
        { polling: 20 },
      );
      interactive.push(performance.now() - started);
    }
    // Once loaded, what a reviewer feels on each key: ArrowDown down the 2000-row table
    // (scrolling the virtualised rows) until the next frame is drawn; and a sort by name.
    const keys = await page.evaluate(keyLatencies, 40);
    const sorts: number[] = [];
    for (let i = 0; i < 5; i++) sorts.push(await timeSort(page));
    report(
      "review: 2000-row table, one arrow key to the next frame p50 (loaded page)",
      ms(percentile(keys, 50)),
      `p95 ${ms(percentile(keys, 95))}; sorting the 2000 loaded rows by name p50 ${ms(percentile(sorts, 50))}`,
    );
    report(
      "review: 2000-row table interactive in Chromium p50 (navigation to arrow keys working)",
      ms(percentile(interactive, 50)),
      `the same 2000 rows over HTTP (rows route) p50 ${ms(rowsRouteMs)}; all 2000 rows loaded, the first drawn, p50 ${ms(percentile(loaded, 50))}`,
    );
  } finally {
    await browser.close();
  }
}
