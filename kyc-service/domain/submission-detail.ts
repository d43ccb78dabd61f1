// The single-submission query: the stored list record plus kyc.attempts and aml. Reads two
// small things by primary key instead of the full row (the page's stored JSON is reused).
import type { ServiceDb } from "../store/db";
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { amlOutcome } from "../aml/aml-outcome";
import { readScreening } from "../aml/screening-store";
import { attemptRecord } from "./submission-record";
import { listRecordJson } from "./submission-store";

export async function submissionDetail(
  db: ServiceDb,
  projectId: string,
  query: { submissionId: string; userid?: string; email?: string },
): Promise<SubmissionRecord | null> {
  const row = await db.submission.findFirst({
    where: {
      id: query.submissionId,
      projectId,
      ...(query.userid ? { userid: query.userid } : {}),
      ...(query.email ? { email: query.email } : {}),
    },
    select: { id: true, listRecord: true },
  });
  if (!row) return null;
  const json =
    row.listRecord ?? listRecordJson(await db.submission.findUniqueOrThrow({ where: { id: row.id } }));
  const [attempts, aml] = await Promise.all([
    db.attempt.findMany({ where: { submissionId: row.id }, orderBy: { attemptCnt: "asc" } }),
    readScreening(db, row.id).then(amlOutcome),
  ]);
  const record = JSON.parse(json) as SubmissionRecord;
  return { ...record, kyc: { ...record.kyc, attempts: attempts.map(attemptRecord) }, aml };
}
