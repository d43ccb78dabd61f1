// The retention rule that holds for a submission now: its latest decision taken here (the
// decision that stands), else the service's own outcome counted from the submission's creation.
import "server-only";
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { db } from "../db";
import { env } from "../env";
import { retentionRule, type RetentionRule } from "./retention";

const standing = ["applied", "recorded_only", "pending"];

export async function retentionFor(record: SubmissionRecord): Promise<RetentionRule | null> {
  const decision = await db().decision.findFirst({
    where: {
      submissionId: record.submission_id,
      upstream: { in: standing },
      outcome: { in: ["approved", "rejected"] },
    },
    orderBy: { createdAt: "desc" },
  });
  const years = env().retention.years;
  if (decision)
    return retentionRule(
      { outcome: decision.outcome as "approved" | "rejected", at: decision.createdAt, fromSubmission: false },
      years,
    );
  const result = record.kyc.result;
  if (result !== "approved" && result !== "rejected") return null;
  return retentionRule({ outcome: result, at: new Date(record.created_at), fromSubmission: true }, years);
}
