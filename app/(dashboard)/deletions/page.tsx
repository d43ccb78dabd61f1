import type { Metadata } from "next";
import { connection } from "next/server";
import { DeletionCaseSummary } from "@/components/deletions/deletion-case-summary";
import { DeletionControls } from "@/components/deletions/deletion-controls";
import { RequestDeletionForm } from "@/components/deletions/request-deletion-form";
import { SubmissionLink } from "@/components/case/submission-link";
import { can } from "@/lib/auth/permissions";
import { auditedRead } from "@/lib/actions/read";
import { fetchDeletionApplicants, fetchDeletions } from "@/lib/deletions/queries";
import { fetchReceipts } from "@/lib/evidence/queries";
import { legalBasisCodes, type LegalBasis } from "@/lib/evidence/retention";
import { ErasureReceipt } from "@/components/evidence/erasure-receipt";
import { UtcTime } from "@/components/ui/utc-time";
import type { DeletionStatus } from "@/lib/deletions/states";
import { env } from "@/lib/env";
import { formatNumber } from "@/lib/format";
import { requestPreferences } from "@/lib/i18n/request-preferences";
import { translator } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await translator())("deletions.title") };
}

const isLegalBasis = (code: string): code is LegalBasis => (legalBasisCodes as string[]).includes(code);

const tones: Record<DeletionStatus, string> = {
  requested: "bg-amber-100 text-amber-900",
  executing: "bg-sky-100 text-sky-900",
  deleted: "bg-slate-200 text-slate-800",
  failed: "bg-rose-100 text-rose-900",
  unknown: "bg-rose-100 text-rose-900",
  rejected: "bg-slate-100 text-slate-600",
};

export default async function DeletionsPage() {
  await connection();
  const read = await auditedRead("deletions:request", { action: "deletion.list" });
  const { actor } = read;
  const deletions = await fetchDeletions();
  // Who each deletion would erase: named in the list, checked in full before approving.
  const applicants = await fetchDeletionApplicants(deletions.map((d) => d.submissionId));
  const receipts = await fetchReceipts(deletions.filter((d) => d.status === "deleted").map((d) => d.id));
  await read.succeeded();
  const mayApprove = can(actor.role, "deletions:approve");
  const fourEyes = env().deletion.fourEyes;
  const [t, local] = await Promise.all([translator(), requestPreferences()]);
  const time = (d: Date | string | null) => <UtcTime value={d} local={local} />;
  return (
    <section aria-labelledby="deletions-heading" className="space-y-6">
      <div>
        <h1 id="deletions-heading" className="text-xl font-semibold">
          {t("deletions.heading")}
        </h1>
        <p className="text-sm text-slate-600">
          {t("deletions.about")} {fourEyes ? t("deletions.fourEyesOn") : t("deletions.fourEyesOff")}
        </p>
      </div>
      <div className="max-w-md rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="mb-2 font-medium">{t("deletions.requestHeading")}</h2>
        <RequestDeletionForm />
      </div>
      {deletions.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">
          {t("deletions.empty")}
        </p>
      ) : (
        <table className="w-full border-collapse overflow-hidden rounded-lg bg-white text-sm">
          <caption className="sr-only">{t("deletions.caption")}</caption>
          <thead className="bg-slate-100 text-left">
            <tr>
              {(["submission", "requested", "reason", "status", "decided"] as const).map((column) => (
                <th key={column} className="p-2">
                  {t(`deletions.columns.${column}`)}
                </th>
              ))}
              {mayApprove ? <th className="p-2">{t("deletions.columns.action")}</th> : null}
            </tr>
          </thead>
          <tbody>
            {deletions.map((d) => (
              <tr
                key={d.id}
                className="border-t border-slate-200 align-top"
                data-testid={`deletion-${d.submissionId}`}
              >
                <td className="p-2 text-xs">
                  <SubmissionLink id={d.submissionId} name={applicants[d.submissionId]?.name} />
                </td>
                <td className="p-2">
                  {d.requestedByEmail}
                  <br />
                  <span className="text-xs text-slate-500">{time(d.requestedAt)}</span>
                </td>
                <td className="p-2">
                  {d.reason || (
                    <span className="text-slate-600">{t("caseDeletion.deleted.reasonErased")}</span>
                  )}
                  {d.legalBasis ? (
                    <p className="mt-1 text-xs text-slate-600">
                      {t.rich("deletions.retained", {
                        until: () => time(d.retainedUntil),
                        basis: isLegalBasis(d.legalBasis)
                          ? t(`values.legalBasis.${d.legalBasis}`)
                          : d.legalBasis,
                      })}
                    </p>
                  ) : null}
                </td>
                <td className="p-2">
                  <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${tones[d.status]}`}>
                    {t(`values.deletionStatus.${d.status}`)}
                  </span>
                  {d.failureReason ? (
                    // The reason is the deletion's record, kept in English like the audit log.
                    <p className="mt-1 text-xs text-slate-600">
                      {t("deletions.recordedReason")} <span lang="en">{d.failureReason}</span>
                    </p>
                  ) : null}
                  {d.attempts > 1 ? (
                    <p className="text-xs text-slate-500">
                      {t("deletions.attempts", { count: formatNumber(d.attempts, "—", local.locale) })}
                    </p>
                  ) : null}
                  <ErasureReceipt receipt={receipts.get(d.id)} />
                </td>
                <td className="p-2">
                  {d.decidedByEmail ?? "—"}
                  <br />
                  <span className="text-xs text-slate-500">{time(d.completedAt ?? d.decidedAt)}</span>
                </td>
                {mayApprove ? (
                  <td className="w-64 p-2">
                    <DeletionControls
                      id={d.id}
                      submissionId={d.submissionId}
                      status={d.status}
                      ownRequest={fourEyes && d.requestedById === actor.id}
                      summary={
                        d.status === "requested" && (
                          <DeletionCaseSummary
                            applicant={applicants[d.submissionId]}
                            submitted={time(applicants[d.submissionId]?.createdAt ?? null)}
                          />
                        )
                      }
                    />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
