// The review workspace's figures, against both programs as they run in production (the built
// dashboard and the KYC service started by scripts/dev.ts --production in a data directory of
// their own, 50,000 submissions seeded into the service's database):
// 1. time to the first 50 rows of Needs decision (a dashboard-side scan over all 50,000),
//    and the whole scan, against paging the same data raw through the client; a name search
//    (words reversed): time to the first match, and a whole scan for a name nobody has;
// 2. the server's time for a 2000-record queue page against the client call it makes (the
//    rows are streamed by a route and rendered in the browser);
// 3. the time until a 2000-row table answers the keyboard in Chromium, against the time the
//    same rows take to arrive over HTTP;
// 4. the possible duplicates of a pending case (review-duplicates.ts) against raw paging.
// What a reviewer feels is 1 and 3; 2 shows what the dashboard adds to the upstream call.
// Needs a build (`npm run build`). Ports: BENCH_DASHBOARD_PORT / BENCH_SERVICE_PORT.
import { rmSync, existsSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { fetch } from "undici";
import type { PageKey } from "../../common/kyc-api/schemas";
import { ms, percentile, time, type Report } from "./measure";
import { seedSubmissions } from "./service-seed";
import { keyLatencies, timeSort } from "./review-table";
import { timedScan } from "./review-scan";
import { chromiumArgs, chromiumPath } from "../../tests/support/chromium";
import { benchAccount, startProgramsForBench, type RunningPrograms } from "./review-programs";
import { duplicatesAgainstRawPaging, withProbe } from "./review-duplicates";

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
      (row, i) =>
        withProbe(
          { ...row, kycResult: i % pendingEvery === 0 ? "pending" : i % 2 ? "approved" : "incomplete" },
          i,
        ),
    );
    const cookie = await signIn(programs);
    await scanAgainstRawPaging(report, programs, cookie);
    await duplicatesAgainstRawPaging(report, programs, stored);
    const rowsRoute = await renderAgainstClient(report, programs, cookie);
    await tableInteractive(report, programs, rowsRoute);
  } finally {
    await programs.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A reviewer's session cookie, signed in through the real page. */
async function signIn(programs: RunningPrograms): Promise<string> {
  const account = await benchAccount(programs.dataDir);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ baseURL: programs.dashboardUrl });
    await page.goto("/signin?callbackUrl=%2Fsubmissions");
    await page.getByLabel("E-mail").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("button", { name: "Sign out" }).waitFor();
    programs.storageState = await page.context().storageState();
    return (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  } finally {
    await browser.close();
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
  const rows = () => get("/api/submissions/scan?view=all&size=2000", "bench-049999");
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
    `client call for the same page p50 ${ms(c50)}; median paired ratio ${percentile(ratios, 50).toFixed(2)}x; ${(bytes / 1e6).toFixed(2)} MB NDJSON`,
  );
  report("review: queue page shell (HTML, no rows) p50", ms(s50));

  // The fixed part of the route (session, audit event, NDJSON) shows on a small page.
  const small = () => get("/api/submissions/scan?view=all&size=50", "bench-049999");
  const smallCall = () => client.listSubmissions({ count: 50 });
  for (let i = 0; i < 3; i++) await Promise.all([small(), smallCall()]);
  const [smalls, smallCalls]: [number[], number[]] = [[], []];
  for (let i = 0; i < rounds; i++) {
    smallCalls.push((await time(smallCall))[0]);
    smalls.push((await time(small))[0]);
  }
  report(
    "review: 50-record page, server time p50 (fixed cost: session, audit, stream)",
    ms(percentile(smalls, 50)),
    `client call p50 ${ms(percentile(smallCalls, 50))}`,
  );
  await client.close();
  return r50;
}

async function scanAgainstRawPaging(report: Report, programs: RunningPrograms, cookie: string) {
  // Needs decision, 2000 a page: 500 matches among 50,000, so the scan reads everything.
  const scan = async () => {
    const { first, total, end } = await timedScan(programs, cookie, "size=2000");
    if (end.scanned < stored || end.matched !== stored / pendingEvery)
      throw new Error(`scan ended early: ${JSON.stringify(end)}`);
    return { firstFifty: first, total, scanned: end.scanned };
  };
  const client = programs.client();
  // The 50th match is the 5,000th record newest first: raw paging's time to read that far
  // is the baseline of the first 50 matches.
  const raw = async () => {
    const started = performance.now();
    let nextpage: PageKey | undefined;
    let read = 0;
    let firstFiveThousand = NaN;
    let firstTwoThousand = NaN;
    do {
      const page = await client.listSubmissions({ count: 2000, nextpage });
      read += page.Items.length;
      if (Number.isNaN(firstTwoThousand)) firstTwoThousand = performance.now() - started;
      if (Number.isNaN(firstFiveThousand) && read >= 5000) firstFiveThousand = performance.now() - started;
      nextpage = page.nextpageKey ?? undefined;
    } while (nextpage);
    if (read < stored) throw new Error(`raw paging read ${read}`);
    return { firstFiveThousand, firstTwoThousand, total: performance.now() - started };
  };
  await scan();
  await raw();
  const scans: Array<{ firstFifty: number; total: number; scanned: number }> = [];
  const raws: Array<{ firstFiveThousand: number; firstTwoThousand: number; total: number }> = [];
  for (let i = 0; i < 5; i++) {
    scans.push(await scan());
    raws.push(await raw());
  }
  const first = percentile(
    scans.map((s) => s.firstFifty),
    50,
  );
  const total = percentile(
    scans.map((s) => s.total),
    50,
  );
  const rawTotal = percentile(
    raws.map((r) => r.total),
    50,
  );
  report(
    `review: time to the first 50 rows of Needs decision (scan of ${scans[0]!.scanned.toLocaleString("en-US")} submissions, 1 in ${pendingEvery} matches) p50`,
    ms(first),
    `raw paging until the same 5,000 records are read p50 ${ms(
      percentile(
        raws.map((r) => r.firstFiveThousand),
        50,
      ),
    )}`,
  );
  report(
    "review: filtered scan, whole scan p50",
    ms(total),
    `raw paging of the same data through the client, 2000 a page, p50 ${ms(rawTotal)}; ratio ${(total / rawTotal).toFixed(2)}x`,
  );
  // A name typed in reverse order and lower case ("minjun kim" finds Kim Minjun, 1 in 10 of
  // the seeded names), and a name nobody has, which reads all 50,000.
  const [firsts, wholes]: [number[], number[]] = [[], []];
  for (let i = 0; i < 5; i++) {
    const found = await timedScan(programs, cookie, "q=minjun+kim", 1);
    if (found.end.matched < 1) throw new Error(`name search found nothing: ${JSON.stringify(found.end)}`);
    firsts.push(found.first);
    const none = await timedScan(programs, cookie, "q=nobody+zzyzx&size=2000");
    if (none.end.scanned < stored || none.end.matched !== 0)
      throw new Error(`name search did not read everything: ${JSON.stringify(none.end)}`);
    wholes.push(none.total);
  }
  report(
    "review: name search (reversed, lower case), time to the first match p50",
    ms(percentile(firsts, 50)),
    `raw paging of the first 2,000 records p50 ${ms(
      percentile(
        raws.map((r) => r.firstTwoThousand),
        50,
      ),
    )}`,
  );
  report(
    "review: name search with no match, whole scan of 50,000 p50",
    ms(percentile(wholes, 50)),
    `raw paging of the same data p50 ${ms(rawTotal)}; ratio ${(percentile(wholes, 50) / rawTotal).toFixed(2)}x`,
  );
  await client.close();
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
