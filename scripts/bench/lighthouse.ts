// Lighthouse (desktop preset, signed in as the demo manager) on the four pages a reviewer and a
// manager live on: the queue (/), a case page, the audit log and the overview. Against both
// programs as `npm start` runs them (the built dashboard, the KYC service, the demo seed and
// 2,000 more submissions in a data directory of the bench's own), in Debian's Chromium.
// Per page: the performance score, CLS, TBT and LCP (the median of a few runs: the two cores are
// shared) and the console errors Lighthouse saw (a Content-Security-Policy refusal shows there).
// Needs a build (`npm run build`). Ports: BENCH_DASHBOARD_PORT / BENCH_SERVICE_PORT, and
// BENCH_CHROMIUM_PORT for Chromium's DevTools port; LIGHTHOUSE_RUNS runs per page (default 3);
// LIGHTHOUSE_REPORTS=<dir> keeps each run's whole report (JSON) there, to see what shifted or blocked.
// Progress goes to stderr. Lighthouse 12.2.3's `layout-shifts` audit fails in Debian's Chromium 156
// (its trace engine), so what shifted is not in the reports: docs/benchmarks.md says how it was read.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { chromium } from "@playwright/test";
import lighthouse, { desktopConfig } from "lighthouse";
import { createDb } from "../../lib/database/dashboard-db";
import { chromiumArgs, chromiumPath } from "../../tests/support/chromium";
import { percentile, type Report } from "./measure";
import { startProgramsForBench, type RunningPrograms } from "./review-programs";
import { seedSubmissions } from "./service-seed";

const extraSubmissions = 2_000;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const keepReports = process.env.LIGHTHOUSE_REPORTS;

interface Figures {
  score: number;
  cls: number;
  tbt: number;
  lcp: number;
  consoleErrors: string[];
}

export async function bench(report: Report) {
  const root = path.resolve(import.meta.dirname, "../..");
  if (!existsSync(path.join(root, ".next", "BUILD_ID")))
    throw new Error("no dashboard build: run `npm run build` first");
  const dataDir = path.join(root, ".data", "bench-lighthouse");
  rmSync(dataDir, { recursive: true, force: true });
  progress("starting both programs with the demo seed (OCR and faces: minutes on 2 cores)");
  const programs = await startProgramsForBench(root, dataDir, {}, { demoSeed: true });
  progress("programs up; starting Chromium");
  const browser = await startChromium();
  try {
    const caseId = await demoCase(programs);
    const demo = await indexHolds(programs, 1);
    progress(`case index holds the demo's ${demo}; seeding ${extraSubmissions} more submissions`);
    const newest = Date.now();
    await seedSubmissions(
      `file:${path.join(dataDir, "kyc-service", "service.db")}`,
      extraSubmissions,
      "demo-project",
      // All newer than what the index already holds: the sync's sweep pages newest first and
      // stops at the first record older than what it covered (less a minute), so records dated
      // before the demo data would wait for the full reconciliation, hours away.
      (row, i) => {
        const at = new Date(newest - (extraSubmissions - i) * 5);
        return { ...row, createdAt: at, updatedAt: at };
      },
    );
    await indexHolds(programs, demo + extraSubmissions);
    progress("signing in as the demo manager");
    await signIn(browser.endpoint, programs.dashboardUrl, demoAccount(dataDir, "manager"));
    const pages = [
      ["queue (/)", "/"],
      ["case page", `/submissions/${caseId}`],
      ["audit log", "/audit"],
      ["overview", "/overview"],
    ] as const;
    for (const [name, address] of pages) {
      const figures: Figures[] = [];
      for (let i = 0; i < runs; i++) {
        progress(`Lighthouse on the ${name}, run ${i + 1} of ${runs}`);
        figures.push(await audit(`${programs.dashboardUrl}${address}`, browser.port, `${name}-${i + 1}`));
      }
      const median = (pick: (f: Figures) => number) => percentile(figures.map(pick), 50);
      const errors = [...new Set(figures.flatMap((f) => f.consoleErrors))];
      report(
        `lighthouse ${name}`,
        `performance ${median((f) => f.score)}, CLS ${median((f) => f.cls).toFixed(3)}, ` +
          `TBT ${Math.round(median((f) => f.tbt))} ms, LCP ${(median((f) => f.lcp) / 1000).toFixed(2)} s, ` +
          `console errors ${errors.length} (median of ${runs}; performance ${figures.map((f) => f.score).join("/")})`,
      );
      for (const error of errors) console.log(`  console error: ${error.slice(0, 300)}`);
    }
  } finally {
    await browser.stop();
    await programs.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** What the bench is doing, on stderr: a run of several minutes says what it is waiting for. */
function progress(line: string) {
  console.error(`[lighthouse ${new Date().toISOString().slice(11, 19)}] ${line}`);
}

async function audit(url: string, port: number, label: string): Promise<Figures> {
  const result = await lighthouse(
    url,
    { port, output: "json", logLevel: "error", onlyCategories: ["performance", "best-practices"] },
    desktopConfig,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (keepReports) {
    mkdirSync(keepReports, { recursive: true });
    writeFileSync(path.join(keepReports, `${label.replace(/\W+/g, "-")}.json`), JSON.stringify(result.lhr));
  }
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const items = (audits["errors-in-console"]?.details as { items?: { description?: string }[] } | undefined)
    ?.items;
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    tbt: audits["total-blocking-time"]?.numericValue ?? NaN,
    lcp: audits["largest-contentful-paint"]?.numericValue ?? NaN,
    consoleErrors: (items ?? []).map((item) => item.description ?? "(no text)"),
  };
}

/** Chromium with its DevTools port open, for Lighthouse; its own profile, removed after. */
async function startChromium() {
  const port = Number(process.env.BENCH_CHROMIUM_PORT ?? 9390);
  const profile = mkdtempSync(path.join(tmpdir(), "bench-lighthouse-"));
  const child = spawn(
    chromiumPath(),
    [...chromiumArgs, "--headless=new", `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`],
    { stdio: "ignore" },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (
      await fetch(`${endpoint}/json/version`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 100 || child.exitCode !== null) throw new Error("Chromium did not open its DevTools port");
    await sleep(100);
  }
  return {
    port,
    endpoint,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((resolve) => child.once("exit", resolve));
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Signs in through the real page in the browser's default context, whose cookie Lighthouse's tabs share. */
async function signIn(endpoint: string, dashboardUrl: string, account: { email: string; password: string }) {
  const browser = await chromium.connectOverCDP(endpoint);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${dashboardUrl}/signin?callbackUrl=%2Fsubmissions`);
    await page.getByLabel("E-mail").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("button", { name: "Sign out", exact: true }).waitFor();
    await page.close();
  } finally {
    await browser.close(); // disconnects; the browser and its cookie stay
  }
}

/** A demo account's first password, from the file scripts/dev.ts writes for the owner. */
function demoAccount(dataDir: string, role: string) {
  const lines = readFileSync(path.join(dataDir, "secrets", "demo-accounts.txt"), "utf8").split("\n");
  const line = lines.find((l) => l.split(/\s+/)[0] === role);
  if (!line) throw new Error(`no demo ${role} account in the data directory`);
  const [, email, password] = line.trim().split(/\s+/);
  return { email: email!, password: password! };
}

/** The newest demo case awaiting review, with its ID, selfie and AML result: the case page's worst. */
async function demoCase(programs: RunningPrograms): Promise<string> {
  const db = createDb(`file:${path.join(programs.dataDir, "dashboard.db")}`);
  try {
    for (let i = 0; i < 300; i++) {
      const found = await db.indexedSubmission.findFirst({
        where: { status: "pending", name: { not: null }, amlStatus: { not: null } },
        orderBy: { createdAt: "desc" },
        select: { submissionId: true },
      });
      if (found) return found.submissionId;
      if (i % 15 === 0) progress("waiting for a pending demo case in the case index");
      await sleep(1000);
    }
    throw new Error("no pending demo case reached the case index within 5 minutes");
  } finally {
    await db.$disconnect();
  }
}

/** Waits until the case index holds at least this many submissions; answers how many it holds. */
async function indexHolds(programs: RunningPrograms, atLeast: number): Promise<number> {
  const db = createDb(`file:${path.join(programs.dataDir, "dashboard.db")}`);
  // A sweep takes in 2,000 records in a round or two; minutes without them is a fault, not load.
  const deadline = Date.now() + 5 * 60_000;
  let count = 0;
  try {
    for (let i = 0; Date.now() < deadline; i++) {
      count = await db.indexedSubmission.count();
      if (count >= atLeast) return count;
      if (i % 15 === 0)
        progress(`waiting for the case index to hold ${atLeast} submissions: ${count} so far`);
      await sleep(1000);
    }
    throw new Error(
      `the case index holds ${count} submissions, not the ${atLeast} expected, after 5 minutes ` +
        "(is the sync running? a seeded record older than what the sweep covered waits for the reconciliation)",
    );
  } finally {
    await db.$disconnect();
  }
}
