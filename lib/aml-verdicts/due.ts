// False positives whose period has passed, for Monitoring: each match whose newest verdict is
// a false positive made before the cutoff, oldest first. Read from the verdicts table by its
// (verdict, createdAt) index; ids and times only.
import "server-only";
import { db } from "../db";
import { falsePositiveCutoff } from "./verdicts";

export interface DueFalsePositive {
  submissionId: string;
  resourceId: string;
  listKey: string;
  createdAt: Date;
  reviewerEmail: string;
}

export async function dueFalsePositives(limit = 200): Promise<DueFalsePositive[]> {
  const cutoff = falsePositiveCutoff();
  const expired = await db().amlVerdict.findMany({
    where: { verdict: "false_positive", createdAt: { lt: cutoff } },
    orderBy: { createdAt: "asc" },
    take: limit,
    select: { submissionId: true, resourceId: true },
  });
  if (expired.length === 0) return [];
  // Every verdict on those cases: a newer one on the same match settles the old one.
  const all = await db().amlVerdict.findMany({
    where: { submissionId: { in: [...new Set(expired.map((e) => e.submissionId))] } },
    orderBy: { createdAt: "asc" },
  });
  const newest = new Map(all.map((v) => [`${v.submissionId} ${v.resourceId}`, v]));
  return [...newest.values()]
    .filter((v) => v.verdict === "false_positive" && v.createdAt < cutoff)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map(({ submissionId, resourceId, listKey, createdAt, reviewerEmail }) => ({
      submissionId,
      resourceId,
      listKey,
      createdAt,
      reviewerEmail,
    }));
}
