// The inflow bench's reads of the views (scripts/bench/inflow.ts): the queue's own routes, as
// the reviewer's session calls them, and a poll until they agree.
import { setTimeout as sleep } from "node:timers/promises";
import { fetch } from "undici";
import type { TabCounts } from "../../lib/queue/counts";
import type { SubmissionRow } from "../../lib/queue/rows";

/** What a poll of the views waits for at most before the round counts as missed. */
export const giveUpMs = 60_000;

/** The queue's own reads, as the reviewer's session makes them. */
export class Views {
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
export async function until(started: number, check: () => Promise<boolean>): Promise<number | null> {
  while (Date.now() - started < giveUpMs) {
    if (await check()) return Date.now() - started;
    await sleep(100);
  }
  return null;
}
