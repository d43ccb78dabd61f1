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
import sharp from "sharp";
import { fetch } from "undici";
import { createDb } from "../../lib/database/dashboard-db";
import type { Step2Fields } from "../../common/kyc-api/schemas";
import type { KycClient } from "../../lib/kyc/client";
import type { SubmissionRow } from "../../lib/queue/rows";
import type { TabCounts } from "../../lib/queue/counts";
import { chromiumArgs, chromiumPath } from "../../tests/support/chromium";
import { passDemoAccountVerification } from "../demo/account-verification";
import { demoFaces, idCardOf, selfieOf } from "../demo/people";
import { signInForBench } from "./bench-session";
import { ms, percentile, type Report } from "./measure";
import { benchAccount, startProgramsForBench, type RunningPrograms } from "./review-programs";
import { seedSubmissions } from "./service-seed";

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

/** What a poll of the views waits for at most before the round counts as missed. */
const giveUpMs = 60_000;

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
    await untilIndexedCount(programs, stored);
    const account = await benchAccount(dataDir, { role: "reviewer" });
    const cookie = await signInForBench(programs, account);
    const context = await browser.newContext({
      baseURL: programs.dashboardUrl,
      storageState: programs.storageState,
      viewport: { width: 1280, height: 720 },
    });
    const page = await context.newPage();
    const views = new Views(programs.dashboardUrl, cookie);
    const inflow = new Inflow(programs.client(), perSecond, views, await plainImage());

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

/** The queue's own reads, as the reviewer's session makes them. */
class Views {
  constructor(
    private readonly base: string,
    private readonly cookie: string,
  ) {}

  async rows(tab: string, submissionId: string): Promise<SubmissionRow[]> {
    const query = new URLSearchParams({ view: tab, submission_id: submissionId });
    const answer = await fetch(`${this.base}/api/submissions/rows?${query}`, {
      headers: { cookie: this.cookie },
    });
    if (!answer.ok) throw new Error(`rows of ${tab}: HTTP ${answer.status} ${await answer.text()}`);
    return ((await answer.json()) as { rows: SubmissionRow[] }).rows;
  }

  async counts(submissionId: string): Promise<TabCounts> {
    const query = new URLSearchParams({ submission_id: submissionId });
    const answer = await fetch(`${this.base}/api/submissions/counts?${query}`, {
      headers: { cookie: this.cookie },
    });
    if (!answer.ok) throw new Error(`counts: HTTP ${answer.status} ${await answer.text()}`);
    const { tabs } = (await answer.json()) as { tabs: TabCounts | "broad" };
    if (tabs === "broad") throw new Error("counts for one submission id answered 'broad'");
    return tabs;
  }

  /** Every tab says the case was decided with `outcome`. */
  async showDecided(submissionId: string, outcome: string): Promise<boolean> {
    const [needs, decided, all, counts] = await Promise.all([
      this.rows("needs", submissionId),
      this.rows("decided", submissionId),
      this.rows("all", submissionId),
      this.counts(submissionId),
    ]);
    return (
      needs.length === 0 &&
      decided.some((r) => r.status === outcome) &&
      all.some((r) => r.status === outcome && r.decidedAt !== null) &&
      counts.needs.count === 0 &&
      counts.decided.count === 1
    );
  }
}

/** Milliseconds until `check` holds, polled every 100 ms; null after giveUpMs. */
async function until(started: number, check: () => Promise<boolean>): Promise<number | null> {
  while (Date.now() - started < giveUpMs) {
    if (await check()) return Date.now() - started;
    await sleep(100);
  }
  return null;
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

/** What step 2 says of the applicant. */
type Applicant = Pick<Step2Fields, "name" | "date_of_birth" | "nationality" | "gender">;

/** Applicants arriving at a steady rate, each through the service's public interface. */
class Inflow {
  arrived = 0;
  failed = 0;
  /** For each pending arrival: from its step 2 answer until Needs decision lists it. */
  readonly listedAfterMs: number[] = [];
  private readonly pending: string[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private people = 0;

  constructor(
    private readonly kyc: KycClient,
    private readonly perSecond: number,
    private readonly views: Views,
    private readonly plain: Buffer,
  ) {}

  start() {
    this.timer = setInterval(() => {
      const n = this.arrived++;
      const arrival = (n % 10 === 0 ? this.pendingArrival(n) : this.stepOneOnly(n))
        .catch((error: unknown) => {
          this.failed++;
          console.error(`# inflow arrival ${n} failed: ${error instanceof Error ? error.message : error}`);
        })
        .finally(() => this.inFlight.delete(arrival));
      this.inFlight.add(arrival);
    }, 1000 / this.perSecond);
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    await Promise.all(this.inFlight);
  }

  /** The oldest pending arrival not yet taken for a decision, if any. */
  takePending(): string | undefined {
    return this.pending.shift();
  }

  /** A person who applies twice: two pending cases with the same particulars, once both are listed. */
  async twins(): Promise<[string, string]> {
    const person: Applicant = {
      name: `Twin Applicant ${++this.people} ${Date.now().toString(36)}`,
      date_of_birth: "1988-08-08",
      nationality: "FRA",
      gender: "female",
    };
    const ids = await Promise.all([0, 1].map((i) => this.applyToPending(`twin-${this.people}-${i}`, person)));
    for (const id of ids) {
      const listed = await until(Date.now(), async () => (await this.views.rows("needs", id)).length === 1);
      if (listed === null) throw new Error(`the twin ${id} was not listed in Needs decision`);
    }
    return [ids[0]!, ids[1]!];
  }

  private async stepOneOnly(n: number) {
    await this.kyc.submitStep1(
      { issuingCountry: "KOR", email: `inflow-${n}@example.test`, idType: "government_id", userid: "inflow" },
      { data: new Uint8Array(this.plain), name: "id.jpg", type: "image/jpeg" },
    );
  }

  private async pendingArrival(n: number) {
    const person: Applicant = {
      name: `Inflow Applicant ${n}`,
      date_of_birth: "1990-01-01",
      nationality: "FRA",
      gender: "male",
    };
    const id = await this.applyToPending(`inflow-${n}`, person);
    const answered = Date.now();
    const listed = await until(answered, async () => (await this.views.rows("needs", id)).length === 1);
    if (listed === null)
      throw new Error(`arrival ${id} was not listed in Needs decision within ${giveUpMs} ms`);
    this.listedAfterMs.push(listed);
    this.pending.push(id);
  }

  /** Step 1 with a specimen card, PreStep2 and step 2 with the same face: pending. */
  private async applyToPending(label: string, person: Applicant): Promise<string> {
    const { submissionId } = await this.kyc.submitStep1(
      { issuingCountry: "FRA", email: `${label}@example.test`, idType: "government_id", userid: "inflow" },
      { data: new Uint8Array(await idCardOf(demoFaces.passes)), name: "id.png", type: "image/png" },
    );
    const { code } = await passDemoAccountVerification(this.kyc, submissionId);
    const selfie = await selfieOf(demoFaces.passes);
    const result = await this.kyc.submitStep2(
      { submissionId, ...person, account_code: code },
      { faceImage: { data: new Uint8Array(selfie), name: "selfie.jpg", type: "image/jpeg" } },
    );
    if (result.kycStatus !== "pending") throw new Error(`${label}: step 2 answered ${result.kycStatus}`);
    return submissionId;
  }
}

/** A decodable ID image with nothing to read: the service's OCR refuses it at once. */
const plainImage = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 226, g: 232, b: 240 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

async function untilIndexedCount(programs: RunningPrograms, count: number) {
  const db = createDb(`file:${path.join(programs.dataDir, "dashboard.db")}`);
  try {
    for (let i = 0; i < 600; i++) {
      if ((await db.indexedSubmission.count()) >= count) return;
      await sleep(1000);
    }
    throw new Error(`the case index did not reach ${count} submissions within 10 minutes`);
  } finally {
    await db.$disconnect();
  }
}
