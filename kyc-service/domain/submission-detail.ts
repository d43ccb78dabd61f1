// The single-submission query: the stored list record plus kyc.attempts and aml. Reads two
// small things by primary key instead of the full row (the page's stored JSON is reused).
import type { ServiceDb } from "../store/db";
import type { AmlOutcome, SubmissionRecord } from "../../lib/kyc/schemas";
import { attemptRecord } from "./submission-record";
import { listRecordJson } from "./submission-store";

/** What a submission that no screening has touched reports. */
export const notScreened: AmlOutcome = { risk_level_summary: "Not Screened", currentstatus: "Not Screened" };

/** The `aml` of the single-submission query. AML screening replaces this with its reader. */
export type AmlReader = (db: ServiceDb, submissionId: string) => Promise<AmlOutcome>;
export const readAml: AmlReader = async () => notScreened;

export async function submissionDetail(
  db: ServiceDb,
  projectId: string,
  query: { submissionId: string; userid?: string; email?: string },
): Promise<SubmissionRecord | null> {
  const row = await db.submission.findFirst({
    where: { id: query.submissionId, projectId, ...(query.userid ? { userid: query.userid } : {}), ...(query.email ? { email: query.email } : {}) },
    select: { id: true, listRecord: true },
  });
  if (!row) return null;
  const json = row.listRecord ?? listRecordJson(await db.submission.findUniqueOrThrow({ where: { id: row.id } }));
  const [attempts, aml] = await Promise.all([
    db.attempt.findMany({ where: { submissionId: row.id }, orderBy: { attemptCnt: "asc" } }),
    readAml(db, row.id),
  ]);
  const record = JSON.parse(json) as SubmissionRecord;
  return { ...record, kyc: { ...record.kyc, attempts: attempts.map(attemptRecord) }, aml };
}
