import type { SubmissionRecord } from "@/common/kyc-api/schemas";
import { reasonLabel } from "@/lib/decisions/reasons";
import { serviceMessageWords } from "@/lib/submissions/words";
import { CaseStatus } from "./case-status";

/** The KYC result with the rejection comments and their codes, paired where both exist. */
export function KycOutcome({ kyc }: { kyc: SubmissionRecord["kyc"] }) {
  const comments = kyc.comment ?? [];
  const codes = kyc.commentCode ?? [];
  const rows = Array.from({ length: Math.max(comments.length, codes.length) }, (_, i) => ({
    text: comments[i],
    code: codes[i],
  }));
  return (
    <section aria-labelledby="result-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="result-heading" className="text-base font-semibold">
        Result at the KYC service
      </h2>
      <p className="mt-2 text-sm">
        Status: <CaseStatus status={kyc.result} />
      </p>
      {rows.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {rows.map((row, i) => (
            <li key={i}>
              {row.code && <strong>{reasonLabel(kyc.result, row.code)}</strong>}
              {row.code && row.text && " — "}
              {row.text
                ? serviceMessageWords(row.text)
                : !row.code && <span className="text-slate-500">(no comment)</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
