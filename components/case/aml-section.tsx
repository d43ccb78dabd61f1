// AML screening of a case: its status and risk, then every match as a card with a verdict.
import type { SubmissionRecord } from "@/common/kyc-api/schemas";
import type { MatchVerdict } from "@/lib/aml-verdicts/verdicts";
import { listKeyOf } from "@/lib/aml-verdicts/verdicts";
import { useTranslations } from "next-intl";
import { useSay, useValueWords } from "@/components/i18n/use-value-words";
import { amlStatusText } from "@/lib/submissions/summary";
import { AmlMatchCard } from "./aml-match-card";

export function AmlSection({
  record,
  verdicts,
  remembered,
  mayDecide,
  viewerId,
}: {
  record: SubmissionRecord;
  verdicts: Map<string, MatchVerdict>;
  remembered: Map<string, MatchVerdict & { submissionId: string }>;
  mayDecide: boolean;
  /** Who reads the page: a High-risk false positive they did not record is theirs to confirm. */
  viewerId: string;
}) {
  const t = useTranslations("case.aml");
  const say = useSay();
  const words = useValueWords();
  const aml = record.aml;
  const matches = aml?.matches ?? [];
  return (
    <section aria-labelledby="aml-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="aml-heading" className="text-base font-semibold">
        {t("heading")}
      </h2>
      {/* The interface puts aml on every single record; none, or "Not Screened", means the
          applicant has not been screened yet (screening runs at step 2). */}
      {!aml || aml.currentstatus === "Not Screened" ? (
        <p className="mt-2 text-sm text-slate-600">{t("notScreened")}</p>
      ) : (
        <>
          <p className="mt-2 text-sm">
            {amlStatusText(aml.currentstatus, say)} · {t("risk")}{" "}
            <strong>{aml.risk_level_summary ? words.risk(aml.risk_level_summary) : t("riskNotGiven")}</strong>
          </p>
          {aml.currentstatus === "Red Flag" && matches.length === 0 && (
            <p className="mt-2 text-sm text-slate-600">{t("flaggedNoMatches")}</p>
          )}
          <ol className="mt-3 space-y-4">
            {matches.map((match, index) => {
              const earlier = remembered.get(listKeyOf(match));
              return (
                <AmlMatchCard
                  key={match.resource_id}
                  match={match}
                  number={index + 1}
                  submissionId={record.submission_id}
                  verdict={verdicts.get(match.resource_id)}
                  // An earlier verdict on this very match is already shown as its verdict.
                  remembered={
                    earlier && earlier.submissionId !== record.submission_id
                      ? earlier
                      : earlier && !verdicts.get(match.resource_id)
                        ? earlier
                        : undefined
                  }
                  mayDecide={mayDecide}
                  viewerId={viewerId}
                />
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
