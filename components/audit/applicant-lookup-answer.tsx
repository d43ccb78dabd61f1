"use client";
// The three answers of "was this person's data deleted?", each unmistakable: deleted (by whom,
// when, with the erasure receipt), data still held (which cases, their status, links), or an
// address never seen here. In the reader's language and zone, UTC on hover.
import { useTimeZone, useTranslations } from "next-intl";
import { SubmissionLink } from "@/components/case/submission-link";
import { EvidenceLinks } from "@/components/evidence/evidence-links";
import { useValueWords } from "@/components/i18n/use-value-words";
import { UtcTime } from "@/components/ui/utc-time";
import type { lookupApplicant } from "@/lib/deletions/lookup-applicant";
import { deletionAnswer } from "@/lib/deletions/lookup-answer";
import { formatNumber } from "@/lib/format";
import { isKycResult } from "@/lib/i18n/value-keys";

type Found = Awaited<ReturnType<typeof lookupApplicant>> & { email: string };

const box = {
  held: "border-amber-300 bg-amber-50 text-amber-950",
  deleted: "border-emerald-300 bg-emerald-50 text-emerald-950",
  never_seen: "border-slate-300 bg-slate-50 text-slate-900",
};
const strong = (chunks: React.ReactNode) => <strong>{chunks}</strong>;

export function ApplicantLookupAnswer({ email, answer, held, deletions }: Found) {
  const t = useTranslations("deletions.lookup");
  const values = useTranslations("values");
  const { locale } = useValueWords();
  const local = { locale, timeZone: useTimeZone() ?? "UTC" };
  const time = (iso: string | null) => <UtcTime value={iso} local={local} />;
  const status = (s: string) => (isKycResult(s) ? values(`statusLong.${s}`) : s);
  return (
    <div className={`space-y-2 rounded-md border p-3 text-sm ${box[answer]}`} data-answer={answer}>
      <p>
        {answer === "never_seen"
          ? t.rich("neverSeen", { email, strong })
          : answer === "held"
            ? t.rich(held.length === 0 ? "heldAtService" : "held", {
                email,
                strong,
                count: formatNumber(held.length, "—", locale),
                n: held.length,
              })
            : t.rich("deleted", { email, strong })}
      </p>
      {held.length > 0 && (
        <ul className="space-y-1" aria-label={t("heldList", { email })}>
          {held.map((c) => (
            <li key={c.submissionId} className="break-words">
              <SubmissionLink id={c.submissionId} /> · {t.rich("created", { time: () => time(c.createdAt) })}{" "}
              · {status(c.status)}
              {c.decidedHere ? ` · ${t("decidedHere")}` : ""}
            </li>
          ))}
        </ul>
      )}
      {deletions.length > 0 && (
        <ul className="space-y-1" aria-label={t("deletionsList", { email })}>
          {deletions.map((d) => {
            const said = deletionAnswer(d);
            return (
              <li key={`${d.submissionId}-${d.requestedAt}`} className="break-words">
                <strong>{t.rich(`summary.${said.summary}`, { time: () => time(said.at) })}</strong>{" "}
                {t.rich("submission", {
                  link: () => <SubmissionLink id={d.submissionId} />,
                  created: () => time(d.submissionCreatedAt),
                })}
                {d.submissionStatus
                  ? t("statusThen", { status: status(d.submissionStatus).toLocaleLowerCase(locale) })
                  : ""}
                {t("stepsOpen")}
                {said.steps.map((s, i) => (
                  <span key={`${s.step}-${i}`}>
                    {i > 0 ? t("stepSeparator") : null}
                    {t.rich(`steps.${s.step}`, { by: s.by, time: () => time(s.at) })}
                  </span>
                ))}
                {t("stepsClose")}
                {d.receiptId ? (
                  <>
                    {" "}
                    {t("receipt")}{" "}
                    <EvidenceLinks
                      id={d.receiptId}
                      kind="erasure_receipt"
                      label={t("receiptLabel", { submission: d.submissionId })}
                    />
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
