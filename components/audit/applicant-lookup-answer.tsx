"use client";
// The three answers of "was this person's data deleted?", each unmistakable: deleted (by whom,
// when, with the erasure receipt), data still held (which cases, their status, links), or an
// address never seen here. Times in UTC, as on the rest of the audit log.
import { useTranslations } from "next-intl";
import { SubmissionLink } from "@/components/case/submission-link";
import { EvidenceLinks } from "@/components/evidence/evidence-links";
import { useValueWords } from "@/components/i18n/use-value-words";
import type { lookupApplicant } from "@/lib/deletions/lookup-applicant";
import { deletionAnswer } from "@/lib/deletions/lookup-answer";
import { formatUtc } from "@/lib/time";

type Found = Awaited<ReturnType<typeof lookupApplicant>> & { email: string };

const time = (iso: string | null) => formatUtc(iso);
const strong = (chunks: React.ReactNode) => <strong>{chunks}</strong>;
const box = {
  held: "border-amber-300 bg-amber-50 text-amber-950",
  deleted: "border-emerald-300 bg-emerald-50 text-emerald-950",
  never_seen: "border-slate-300 bg-slate-50 text-slate-900",
};

export function ApplicantLookupAnswer({ email, answer, held, deletions }: Found) {
  const t = useTranslations("audit.lookup");
  const words = useValueWords();
  return (
    <div className={`space-y-2 rounded-md border p-3 text-sm ${box[answer]}`} data-answer={answer}>
      <p>
        {answer === "never_seen"
          ? t.rich("neverSeen", { email, strong })
          : answer === "held"
            ? t.rich("held", { email, n: held.length, strong })
            : t.rich("deleted", { email, strong })}
      </p>
      {held.length > 0 && (
        <ul className="space-y-1" aria-label={t("heldList", { email })}>
          {held.map((c) => (
            <li key={c.submissionId} className="break-words">
              <SubmissionLink id={c.submissionId} /> · {t("created", { time: time(c.createdAt) })} ·{" "}
              {words.statusLong(c.status)}
              {c.decidedHere ? ` · ${t("decidedHere")}` : ""}
            </li>
          ))}
        </ul>
      )}
      {deletions.length > 0 && (
        <ul className="space-y-1" aria-label={t("deletionsList", { email })}>
          {deletions.map((d) => {
            const said = deletionAnswer(d, time, (key, values) => t(key, values));
            const when = [
              t("createdThen", { time: time(d.submissionCreatedAt) }),
              ...(d.submissionStatus
                ? [t("statusThen", { status: words.statusLong(d.submissionStatus).toLowerCase() })]
                : []),
            ].join("; ");
            return (
              <li key={`${d.submissionId}-${d.requestedAt}`} className="break-words">
                <strong>{said.summary}</strong> {t("submission")} <SubmissionLink id={d.submissionId} /> (
                {when}
                ): {said.steps.join("; ")}.
                {d.receiptId ? (
                  <>
                    {" "}
                    {t("receipt")}{" "}
                    <EvidenceLinks
                      id={d.receiptId}
                      kind="erasure_receipt"
                      label={t("receiptOf", { id: d.submissionId })}
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
