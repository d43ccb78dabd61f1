// Reads for the /overview page: the queue counted in the case index (grouped in the database,
// complete, no cap), decisions and deletions from the dashboard's own tables.
import "server-only";
import { inChunks } from "../database/in-chunks";
import { db } from "../db";
import { env } from "../env";
import { indexFreshness } from "../queue/freshness";
import { overdueWhere } from "../queue/overdue";
import {
  decisionsPerReviewerPerDay,
  deletionsPerWeek,
  lastWeeks,
  noAml,
  utcDays,
  type QueueCounts,
  type Series,
} from "./aggregate";
import { ageBuckets, emptyTriage, medianHoursToDecision, type Triage } from "./triage";

export interface QueueOverview {
  counts: QueueCounts;
  triage: Triage;
  counted: number;
  /** False while the case index's first build runs: the counts cover what is indexed so far. */
  complete: boolean;
}

/** The aml column of the counts: red flag, screened without a match, or not screened. */
const amlOf = (amlStatus: string | null, riskLevel: string | null) =>
  amlStatus === "Red Flag" ? amlStatus : riskLevel && riskLevel !== "Not Screened" ? "no match" : noAml;

export async function fetchQueueOverview(now = Date.now()): Promise<QueueOverview> {
  const index = db().indexedSubmission;
  // Both red-flag values named, so each age bucket is a range of Needs decision's index
  // (status, decidedAt, redFlag, createdAt) read from the index alone (lib/queue/counts.ts).
  const open = { status: "pending", decidedAt: null, OR: [{ redFlag: true }, { redFlag: false }] };
  const iso = (ms: number) => new Date(now - ms).toISOString();
  const bounds = [0, ...ageBuckets.map((b) => b.upTo)];
  const [groups, byAge, overdue, freshness] = await Promise.all([
    index.groupBy({ by: ["status", "amlStatus", "riskLevel"], _count: { _all: true } }),
    Promise.all(
      ageBuckets.map((_, i) =>
        index.count({
          where: {
            ...open,
            createdAt: {
              lte: iso(bounds[i]!),
              ...(Number.isFinite(bounds[i + 1]!) ? { gt: iso(bounds[i + 1]!) } : {}),
            },
          },
        }),
      ),
    ),
    index.count({ where: overdueWhere(env().review.due, now) }),
    indexFreshness(),
  ]);
  const counts: QueueCounts = {};
  const triage = emptyTriage();
  let counted = 0;
  for (const g of groups) {
    const n = g._count._all;
    const aml = amlOf(g.amlStatus, g.riskLevel);
    const byAml = (counts[g.status] ??= {});
    byAml[aml] = (byAml[aml] ?? 0) + n;
    counted += n;
    if (aml === noAml) triage.aml.notScreened += n;
    else {
      triage.aml.screened += n;
      if (aml === "Red Flag") triage.aml.redFlag += n;
    }
  }
  triage.backlog = { byAge, overdue };
  return { counts, triage: { backlog: triage.backlog, aml: triage.aml }, counted, complete: freshness.built };
}

/** Median hours from submission to decision over the last `days`, for decisions whose submission is indexed. */
export async function fetchMedianToDecision(days = 30, now = new Date()) {
  const decisions = await db().decision.findMany({
    where: { createdAt: { gte: new Date(now.getTime() - days * 86_400_000) } },
    select: { submissionId: true, createdAt: true },
  });
  const rows = await inChunks([...new Set(decisions.map((d) => d.submissionId))], (part) =>
    db().indexedSubmission.findMany({
      where: { submissionId: { in: part } },
      select: { submissionId: true, createdAt: true },
    }),
  );
  const createdOf = new Map(rows.map((r) => [r.submissionId, r.createdAt]));
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
