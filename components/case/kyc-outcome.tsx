import type { SubmissionRecord } from "@/common/kyc-api/schemas";
import { StatusBadge } from "@/components/queue/status-badge";

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
        KYC result
      </h2>
      <p className="mt-2 text-sm">
        Status: <StatusBadge status={kyc.result} />
      </p>
      {rows.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {rows.map((row, i) => (
            <li key={i}>
              {row.text ?? <span className="text-slate-500">(no comment text)</span>}
              {row.code && <code className="ml-2 rounded bg-slate-100 px-1 text-xs">{row.code}</code>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
