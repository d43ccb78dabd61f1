// The case page's signed records of its decisions: what the reviewer saw and decided, with
// the dashboard's check of each signature and the downloads (docs/accountability.md).
import { UtcTime } from "@/components/ui/utc-time";
import type { EvidenceSummary } from "@/lib/evidence/queries";
import { EvidenceLinks } from "./evidence-links";
import { SignatureState } from "./signature-state";

export function CaseRecords({ records }: { records: EvidenceSummary[] }) {
  if (records.length === 0) return null;
  return (
    <section
      aria-labelledby="case-records-heading"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="case-records-heading" className="text-base font-semibold">
        Case record
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Signed at the decision: the record as read, scores, AML matches and verdicts, notes and each
        image&apos;s SHA-256.
      </p>
      <ul className="mt-2 space-y-2 text-sm">
        {records.map((r) => (
          <li key={r.id} data-testid="case-record" className="space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <SignatureState valid={r.valid} problem={r.problem} />
              <span className="text-slate-600">
                issued <UtcTime value={r.issuedAt} />
              </span>
            </div>
            <div className="flex flex-wrap items-center gap-x-3 text-xs text-slate-600">
              <EvidenceLinks
                id={r.id}
                kind="case_record"
                label={`Case record issued ${r.issuedAt.toISOString()}`}
              />
              <span className="break-all font-mono">SHA-256 {r.sha256.slice(0, 16)}…</span>
              <span>key {r.keyId}</span>
            </div>
            {r.erased ? (
              <p className="text-xs text-slate-600">
                The submission was erased: only the form with personal data replaced by keyed hashes is kept.
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
