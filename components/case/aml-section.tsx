import type { AmlOutcome } from "@/common/kyc-api/schemas";
import { AmlBadge } from "@/components/queue/status-badge";
import { AmlReportToggle } from "./aml-report-toggle";

const label = (key: string) => key.replace(/_/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2");

/** AML risk and status, and each match with every field the upstream gave and its report. */
export function AmlSection({ aml, submissionId }: { aml: AmlOutcome | undefined; submissionId: string }) {
  const matches = aml?.matches ?? [];
  return (
    <section aria-labelledby="aml-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="aml-heading" className="text-base font-semibold">
        AML screening
      </h2>
      {/* The interface puts aml on every single record; none, or "Not Screened", means the
          applicant has not been screened yet (screening runs at step 2). */}
      {!aml || aml.currentstatus === "Not Screened" ? (
        <p className="mt-2 text-sm text-slate-600">Not screened yet.</p>
      ) : (
        <>
          <p className="mt-2 text-sm">
            Status: <AmlBadge status={aml.currentstatus ?? null} risk={null} /> · Risk level:{" "}
            <strong>{aml.risk_level_summary ?? "not given"}</strong>
          </p>
          {aml.currentstatus === "Red Flag" && matches.length === 0 && (
            <p className="mt-2 text-sm text-slate-600">Red flag, but the KYC service listed no matches.</p>
          )}
          <ol className="mt-3 space-y-4">
            {matches.map((match, index) => (
              <li key={match.resource_id} className="rounded border border-slate-200 p-3">
                <h3 className="text-sm font-semibold">Match {index + 1}</h3>
                <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
                  {Object.entries(match).map(([key, value]) => (
                    <div key={key} className="contents">
                      <dt className="capitalize text-slate-600">{label(key)}</dt>
                      <dd className="break-all">
                        {Array.isArray(value)
                          ? value.join(", ")
                          : typeof value === "object"
                            ? JSON.stringify(value)
                            : String(value)}
                      </dd>
                    </div>
                  ))}
                </dl>
                <div className="mt-3">
                  <AmlReportToggle resourceId={match.resource_id} submissionId={submissionId} />
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
