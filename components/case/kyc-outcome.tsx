// What the KYC service holds as this submission's result: its status, the reason codes and
// comments it was given, its attempts and its AML screening, each as the record has it. What
// the record lacks is said once in a plain sentence rather than left as empty rows.
import type { SubmissionRecord } from "@/common/kyc-api/schemas";
import { useLocale, useTimeZone, useTranslations } from "next-intl";
import { useSay, useValueWords } from "@/components/i18n/use-value-words";
import { UtcTime } from "@/components/ui/utc-time";
import { reasonLabel } from "@/lib/decisions/reasons";
import { faceCheckWords } from "@/lib/submissions/attempt-checks";
import { amlStatusText } from "@/lib/submissions/summary";
import { serviceMessageWords } from "@/lib/submissions/words";
import { CaseStatus } from "./case-status";

// English puts a finding mid-sentence in lower case; Hangul has no case, so this is a no-op there.
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function KycOutcome({ record }: { record: SubmissionRecord }) {
  const t = useTranslations("case.outcome");
  const say = useSay();
  const words = useValueWords();
  const local = { locale: useLocale(), timeZone: useTimeZone() ?? "UTC" };
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
    rows.length === 0 && (kyc.result === "approved" || kyc.result === "rejected") ? t("lackReason") : null,
    kyc.attempts === undefined ? t("lackAttempts") : null,
    aml === undefined ? t("lackAml") : null,
  ].filter((x): x is string => x !== null);
  return (
    <section
      aria-labelledby="result-heading"
      className="self-start rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="result-heading" className="text-base font-semibold">
        {t("heading")}
      </h2>
      <dl className="mt-2 grid grid-cols-[7rem_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{t("status")}</dt>
        <dd>
          <CaseStatus status={kyc.result} />
        </dd>
        {rows.length > 0 && (
          <>
            <dt className="text-slate-600">{kyc.result === "approved" ? t("reason") : t("reasons")}</dt>
            <dd>
              <ul className="space-y-1">
                {rows.map((row, i) => (
                  <li key={i}>
                    {row.code && <strong>{reasonLabel(kyc.result, row.code, say)}</strong>}
                    {row.code && row.text && " — "}
                    {row.text ? serviceMessageWords(row.text, say) : null}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {last && (
          <>
            <dt className="text-slate-600">{t("attempts")}</dt>
            <dd>
              {last.created_at
                ? t.rich("attemptsLatest", {
                    count: attempts.length,
                    time: () => <UtcTime value={last.created_at} seconds local={local} />,
                    check: lowerFirst(faceCheckWords(last, say).text),
                  })
                : t("attemptsCount", {
                    count: attempts.length,
                    check: lowerFirst(faceCheckWords(last, say).text),
                  })}
            </dd>
          </>
        )}
        {attempts.length === 0 && kyc.attempts !== undefined && (
          <>
            <dt className="text-slate-600">{t("attempts")}</dt>
            <dd>{t("noAttempts")}</dd>
          </>
        )}
        {aml && (
          <>
            <dt className="text-slate-600">{t("aml")}</dt>
            <dd>
              {amlStatusText(aml.currentstatus, say)}
              {aml.risk_level_summary ? t("risk", { risk: words.risk(aml.risk_level_summary) }) : ""}
              {aml.matches?.length ? t("matches", { count: aml.matches.length }) : ""}
            </dd>
          </>
        )}
      </dl>
      {lacking.length > 0 && (
        <p className="mt-2 text-sm text-slate-600">{t("lacking", { list: lacking.join(t("separator")) })}</p>
      )}
    </section>
  );
}
