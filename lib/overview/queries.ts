// Reads for the /overview page. The queue is counted by paging the KYC interface (it has no
// count endpoint), in pages of 2,000 up to a cap, and says when it stopped early; decisions
// and deletions come from the dashboard's own tables.
import "server-only";
import { decidedIds } from "../assignments/queries";
import { db } from "../db";
import { env } from "../env";
import { kyc } from "../kyc/connection";
import { maxPageSize, type PageKey } from "../../common/kyc-api/schemas";
import {
  addToQueueCounts,
  decisionsPerReviewerPerDay,
  deletionsPerWeek,
  lastWeeks,
  utcDays,
  type QueueCounts,
  type Series,
} from "./aggregate";
import { addToTriage, emptyTriage, medianHoursToDecision, type Triage } from "./triage";

export interface QueueOverview {
  counts: QueueCounts;
  triage: Triage;
  counted: number;
  /** False when the cap stopped the count before the end of the data. */
  complete: boolean;
}

export async function fetchQueueOverview(cap = 50_000, now = Date.now()): Promise<QueueOverview> {
  const counts: QueueCounts = {};
  const triage = emptyTriage();
  const decided = await decidedIds();
  const options = { now, deadlineHours: env().review.deadlineHours };
  let counted = 0;
  let next: PageKey | undefined;
  do {
    const page = await kyc().listSubmissions({ count: maxPageSize, nextpage: next });
    addToQueueCounts(counts, page.Items);
    addToTriage(triage, page.Items, decided, options);
    counted += page.Items.length;
    next = page.nextpageKey;
  } while (next && counted < cap);
  return { counts, triage, counted, complete: !next };
}

/** Median hours from submission to decision over the last `days`, for decisions whose submission was counted. */
export async function fetchMedianToDecision(
  createdOf: ReadonlyMap<string, string>,
  days = 30,
  now = new Date(),
) {
  const decisions = await db().decision.findMany({
    where: { createdAt: { gte: new Date(now.getTime() - days * 86_400_000) } },
    select: { submissionId: true, createdAt: true },
  });
  return { ...medianHoursToDecision(decisions, createdOf), decisions: decisions.length, days };
}

export async function fetchDecisionsPerDay(days = 14, now = new Date()): Promise<Series> {
  const x = utcDays(new Date(now.getTime() - (days - 1) * 86_400_000), now);
  const decisions = await db().decision.findMany({
    where: { createdAt: { gte: new Date(`${x[0]}T00:00:00Z`) } },
    select: { reviewerEmail: true, createdAt: true },
  });
  return decisionsPerReviewerPerDay(decisions, x);
}

export async function fetchDeletionsPerWeek(weeks = 12, now = new Date()): Promise<Series> {
  const x = lastWeeks(now, weeks);
  const since = new Date(`${x[0]}T00:00:00Z`);
  const deletions = await db().deletionRequest.findMany({
    where: { OR: [{ requestedAt: { gte: since } }, { completedAt: { gte: since } }] },
    select: { requestedAt: true, completedAt: true, status: true },
  });
  return deletionsPerWeek(deletions, x);
}
