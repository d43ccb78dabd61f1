// One AML match: what matched and why (its explanation as a list), its report, the current
// verdict, an earlier false positive for the same applicant and list entry, and the form.
import type { AmlMatch } from "@/common/kyc-api/schemas";
import { useLocale, useTimeZone, useTranslations } from "next-intl";
import { useSay } from "@/components/i18n/use-value-words";
import { UtcTime } from "@/components/ui/utc-time";
import { recordVerdictAction } from "@/lib/aml-verdicts/actions";
import type { MatchVerdict } from "@/lib/aml-verdicts/verdicts";
import { matchValueWords } from "@/lib/submissions/match-words";
import { matchFieldWords } from "@/lib/submissions/words";
import { AmlReportToggle } from "./aml-report-toggle";
import { VerdictForm } from "./verdict-form";

const shown = (value: unknown) =>
  Array.isArray(value) ? value.join(", ") : typeof value === "object" ? JSON.stringify(value) : String(value);

export function AmlMatchCard(props: {
  match: AmlMatch;
  number: number;
  submissionId: string;
  verdict: MatchVerdict | undefined;
  remembered: (MatchVerdict & { submissionId: string }) | undefined;
  mayDecide: boolean;
  viewerId: string;
}) {
  const t = useTranslations("case.aml");
  const say = useSay();
  const gender = useTranslations("values.gender");
  const local = { locale: useLocale(), timeZone: useTimeZone() ?? "UTC" };
  const { match, number, verdict, remembered } = props;
  const features = Array.isArray(match.features) ? (match.features as unknown[]).map(String) : [];
  const fields = Object.entries(match).filter(([key]) => key !== "resource_id" && key !== "features");
  const open = !verdict || verdict.verdict === "escalate" || verdict.standing !== "in_force";
  // A High-risk false positive recorded by someone else: this reader may be its second reviewer.
  const toConfirm = verdict?.standing === "awaiting_second" && verdict.reviewerId !== props.viewerId;
  return (
    <li
      className={`rounded border p-3 ${open ? "border-rose-300" : "border-slate-200"}`}
      aria-label={t("matchLabel", { number })}
    >
      <h3 className="text-sm font-semibold">
        {typeof match.listed_name === "string"
          ? t("matchNamed", { number, name: match.listed_name })
          : t("match", { number })}
        {typeof match.score === "number" && (
          <span className="font-normal text-slate-600">{t("score", { score: match.score })}</span>
        )}
      </h3>
      <dl className="mt-2 grid grid-cols-[minmax(8rem,12rem)_1fr] gap-x-3 gap-y-1 text-sm">
        {fields.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="text-slate-600">{matchFieldWords(key, say)}</dt>
            <dd className="break-words" data-testid={`match-${key}`}>
              <FieldValue field={key} value={value} gender={gender} />
            </dd>
          </div>
        ))}
      </dl>
      {features.length > 0 && (
        <div className="mt-2 text-sm">
          <p className="text-slate-600">{t("why")}</p>
          {/* The service's own explanations, kept as it wrote them (docs/i18n.md). */}
          <ul className="mt-1 list-disc space-y-0.5 pl-5" lang="en" data-testid="match-why">
            {features.map((line, i) => (
              <li key={i} className="break-words">
                {line}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-3">
        <AmlReportToggle resourceId={match.resource_id} submissionId={props.submissionId} />
      </div>
      {remembered && (
        <p className="mt-3 rounded bg-sky-50 p-2 text-sm text-sky-950">
          {t.rich("remembered", {
            who: remembered.reviewerEmail,
            reason: remembered.reason,
            time: () => <UtcTime value={remembered.createdAt} local={local} />,
            case: () => (
              <a className="underline" href={`/submissions/${encodeURIComponent(remembered.submissionId)}`}>
                {remembered.submissionId}
              </a>
            ),
          })}
        </p>
      )}
      <div className="mt-3 border-t border-slate-100 pt-2 text-sm">
        {verdict ? (
          <p>
            <strong>{t(`choices.${verdict.verdict}`)}</strong> · {verdict.reviewerEmail} ·{" "}
            <UtcTime value={verdict.createdAt} local={local} />
            <span className="block text-slate-700">{t("quoted", { text: verdict.reason })}</span>
            {verdict.standing !== "in_force" && (
              <span
                className={`mt-1 block font-medium ${verdict.standing === "awaiting_second" ? "text-amber-800" : "text-rose-800"}`}
                data-testid="verdict-standing"
              >
                {t(`standing.${verdict.standing}`)}
              </span>
            )}
            {toConfirm && props.mayDecide && <span className="mt-1 block">{t("awaitingYou")}</span>}
          </p>
        ) : (
          <p className="font-medium text-rose-800">{t("noVerdict")}</p>
        )}
        {props.mayDecide && (
          <div className="mt-2">
            <VerdictForm
              submissionId={props.submissionId}
              resourceId={match.resource_id}
              number={number}
              current={verdict?.verdict}
              confirm={toConfirm}
              submit={recordVerdictAction}
            />
          </div>
        )}
      </div>
    </li>
  );
}

/** A field's value in the reader's words where we know it; the service's English marked as such. */
function FieldValue({
  field,
  value,
  gender,
}: {
  field: string;
  value: unknown;
  gender: (g: "male" | "female") => string;
}) {
  const t = useTranslations("case.aml");
  const say = useSay();
  const locale = useLocale();
  if (field === "listed_gender" && (value === "male" || value === "female")) return <>{gender(value)}</>;
  const words = matchValueWords(field, value, say, locale);
  if (!words) return <>{shown(value)}</>;
  if (!words.english) return <>{words.text}</>;
  return (
    <>
      <span lang="en">{words.text}</span> <span className="text-slate-600">{t("serviceEnglish")}</span>
    </>
  );
}
