// What the KYC service holds as this submission's result: its status, the reason codes and
// comments it was given, its attempts and its AML screening, each as the record has it. What
// the record lacks is said once in a plain sentence rather than left as empty rows.
import type { SubmissionRecord } from "@/common/kyc-api/schemas";
import { UtcTime } from "@/components/ui/utc-time";
import { reasonLabel } from "@/lib/decisions/reasons";
import { faceCheckWords } from "@/lib/submissions/attempt-checks";
import { amlStatusWords, serviceMessageWords } from "@/lib/submissions/words";
import { CaseStatus } from "./case-status";

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function KycOutcome({ record }: { record: SubmissionRecord }) {
  const { kyc, aml } = record;
  const comments = kyc.comment ?? [];
  const codes = kyc.commentCode ?? [];
  const rows = Array.from({ length: Math.max(comments.length, codes.length) }, (_, i) => ({
    text: comments[i],
    code: codes[i],
  }));
  const attempts = kyc.attempts ?? [];
  const last = attempts.at(-1);
  const lacking = [
    rows.length === 0 && (kyc.result === "approved" || kyc.result === "rejected")
      ? "no reason or comment was given with the decision"
      : null,
    kyc.attempts === undefined ? "the attempts were not returned" : null,
    aml === undefined ? "no AML screening is recorded" : null,
  ].filter((x): x is string => x !== null);
  return (
    <section
      aria-labelledby="result-heading"
      className="self-start rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="result-heading" className="text-base font-semibold">
        Result at the KYC service
      </h2>
      <dl className="mt-2 grid grid-cols-[7rem_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Status</dt>
        <dd>
          <CaseStatus status={kyc.result} />
        </dd>
        {rows.length > 0 && (
          <>
            <dt className="text-slate-600">{kyc.result === "approved" ? "Reason" : "Reasons"}</dt>
            <dd>
              <ul className="space-y-1">
                {rows.map((row, i) => (
                  <li key={i}>
                    {row.code && <strong>{reasonLabel(kyc.result, row.code)}</strong>}
                    {row.code && row.text && " — "}
                    {row.text ? serviceMessageWords(row.text) : null}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {last && (
          <>
            <dt className="text-slate-600">Attempts</dt>
            <dd>
              {attempts.length}
              {last.created_at ? (
                <>
                  , the latest on <UtcTime value={last.created_at} seconds />
                </>
              ) : null}{" "}
              (face check: {lowerFirst(faceCheckWords(last).text)})
            </dd>
          </>
        )}
        {attempts.length === 0 && kyc.attempts !== undefined && (
          <>
            <dt className="text-slate-600">Attempts</dt>
            <dd>none yet (step 2 has not run)</dd>
          </>
        )}
        {aml && (
          <>
            <dt className="text-slate-600">AML</dt>
            <dd>
              {amlStatusWords(aml.currentstatus)}
              {aml.risk_level_summary ? `, risk ${aml.risk_level_summary}` : ""}
              {aml.matches?.length
                ? `, ${aml.matches.length} match${aml.matches.length === 1 ? "" : "es"}`
                : ""}
            </dd>
          </>
        )}
      </dl>
      {lacking.length > 0 && (
        <p className="mt-2 text-sm text-slate-600">The record says nothing more: {lacking.join("; ")}.</p>
      )}
    </section>
  );
}
