// The views under a steady inflow: both programs as they run in production (scripts/dev.ts
// --production in a data directory of the bench's own, BENCH_INFLOW_STORED submissions seeded
// into the service and indexed first), and applicants arriving through the service's HTTPS
// interface at BENCH_INFLOW_PER_SECOND for BENCH_INFLOW_MINUTES. Every tenth arrival passes
// step 2 and waits for review; the others stop after step 1. Meanwhile, one round every
// BENCH_INFLOW_ROUND_S seconds, a reviewer in Chromium:
// 1. decides the oldest pending arrival on its page. Figure: from pressing "Record decision"
//    until every tab agrees (Needs decision no longer lists it; Decided and All list it with
//    its new status; the tab counts for it say so), read through /api/submissions/rows and
//    /counts as the queue reads them. Target: within 2 s.
// 2. approves one of a person's two pending submissions (same name, birth date, nationality and
//    gender). Figure: from pressing "Record decision" until the other one's row is flagged a
//    possible duplicate. Target: within 5 s.
// Baseline of the same run: an arrival's time from its step 2 answer until Needs decision lists
// it, which only the case index's sync brings. Also printed: the page's own answer to each
// press, which both figures include (the views are read once the page has answered).
// Needs a build (`npm run build`). Ports: BENCH_DASHBOARD_PORT / BENCH_SERVICE_PORT.
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { chromium, type Page } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../../tests/support/chromium";
import { signInForBench } from "./bench-session";
import { Inflow } from "./inflow-arrivals";
import { giveUpMs, until, Views } from "./inflow-views";
import { ms, percentile, type Report } from "./measure";
import { benchAccount, startProgramsForBench, untilIndexed } from "./review-programs";
import { seedSubmissions } from "./service-seed";

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

export async function bench(report: Report) {
  const minutes = setting("BENCH_INFLOW_MINUTES", 30);
  const perSecond = setting("BENCH_INFLOW_PER_SECOND", 1);
  const roundEvery = setting("BENCH_INFLOW_ROUND_S", 30) * 1000;
  const stored = setting("BENCH_INFLOW_STORED", 10_000);
  const root = path.resolve(import.meta.dirname, "../..");
  if (!existsSync(path.join(root, ".next", "BUILD_ID")))
    throw new Error("no dashboard build: run `npm run build` first");
  const dataDir = path.join(root, ".data", "bench-inflow");
  rmSync(dataDir, { recursive: true, force: true });
  const programs = await startProgramsForBench(root, dataDir);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    await seedSubmissions(`file:${path.join(dataDir, "kyc-service", "service.db")}`, stored, "demo-project");
    await untilIndexed(programs, stored);
    const account = await benchAccount(dataDir, { role: "reviewer" });
    const cookie = await signInForBench(programs, account);
    const context = await browser.newContext({
      baseURL: programs.dashboardUrl,
      storageState: programs.storageState,
      viewport: { width: 1280, height: 720 },
    });
    const page = await context.newPage();
    const views = new Views(programs.dashboardUrl, cookie);
    const inflow = new Inflow(programs.client(), perSecond, views);

    const decided: number[] = [];
    const flagged: number[] = [];
    const answers: number[] = [];
    let missedDecisions = 0;
    let missedTwins = 0;
    let round = 0;
    const ends = Date.now() + minutes * 60_000;
    inflow.start();
    try {
      while (Date.now() < ends) {
        const roundStarted = Date.now();
        const oldest = inflow.takePending();
        if (oldest) {
          // Approved and rejected in turn: both leave Needs decision for Decided.
          const took = await decideAndWatch(page, views, oldest, round++ % 2 === 0, answers);
          if (took === null) missedDecisions++;
          else decided.push(took);
        }
        const twin = await inflow.twins();
        const took = await approveAndWatchTwin(page, views, twin, answers);
        if (took === null) missedTwins++;
        else flagged.push(took);
        await sleep(Math.max(0, roundEvery - (Date.now() - roundStarted)));
      }
    } finally {
      await inflow.stop();
    }

    const listed = inflow.listedAfterMs;
    const over = (samples: number[], target: number) => samples.filter((took) => took > target).length;
    const line = (samples: number[]) =>
      samples.length
        ? `p50 ${ms(percentile(samples, 50))}, p95 ${ms(percentile(samples, 95))}, max ${ms(Math.max(...samples))}`
        : "no samples";
    const arrivals = `${inflow.arrived} arrivals in ${minutes} min at ${perSecond}/s (${inflow.failed} failed, ${stored} stored before)`;
    report(
      `inflow: a decision in every tab, from pressing Record decision (${decided.length} rounds, ${over(decided, 2_000)} over the 2 s target, ${missedDecisions} over ${giveUpMs / 1000} s)`,
      line(decided),
      `a new pending arrival listed in Needs decision by the sync: ${line(listed)}`,
    );
    report(
      `inflow: the approved person's twin flagged a possible duplicate (${flagged.length} rounds, ${over(flagged, 5_000)} over the 5 s target, ${missedTwins} over ${giveUpMs / 1000} s)`,
      line(flagged),
      arrivals,
    );
    report(
      `inflow: the decision's own answer on the case page, from the press to "nothing to decide" (${answers.length} decisions)`,
      line(answers),
    );
  } finally {
    await browser.close();
    await programs.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Decides the case on its page as a reviewer does; the time of the press. `answers` gets the
 * page's own time, from the press until it says the decision was taken: the views are read
 * only after that, so no figure can be shorter.
 */
async function recordDecision(
  page: Page,
  submissionId: string,
  outcome: "Approve" | "Reject",
  answers: number[],
): Promise<number> {
  await page.goto(`/submissions/${submissionId}`);
  const decision = page.getByRole("region", { name: "Decision", exact: true });
  await decision.getByRole("radio", { name: outcome, exact: true }).check();
  await decision.getByRole("combobox", { name: /^Reason/ }).selectOption({ index: 1 });
  await decision.getByRole("textbox", { name: /Internal note/ }).fill("Decided during the inflow bench");
  const pressed = Date.now();
  await decision.getByRole("button", { name: "Record decision", exact: true }).click();
  await decision.getByText(/there is nothing to decide/).waitFor({ timeout: giveUpMs });
  answers.push(Date.now() - pressed);
  return pressed;
}

async function decideAndWatch(
  page: Page,
  views: Views,
  submissionId: string,
  approve: boolean,
  answers: number[],
): Promise<number | null> {
  const pressed = await recordDecision(page, submissionId, approve ? "Approve" : "Reject", answers);
  return until(pressed, () => views.showDecided(submissionId, approve ? "approved" : "rejected"));
}

async function approveAndWatchTwin(
  page: Page,
  views: Views,
  [first, second]: [string, string],
  answers: number[],
): Promise<number | null> {
  const pressed = await recordDecision(page, first, "Approve", answers);
  return until(pressed, async () => (await views.rows("all", second)).some((r) => r.duplicate !== null));
}
