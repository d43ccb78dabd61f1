// One AML match: what matched and why (its explanation as a list), its report, the current
// verdict, an earlier false positive for the same applicant and list entry, and the form.
import type { AmlMatch } from "@/common/kyc-api/schemas";
import { UtcTime } from "@/components/ui/utc-time";
import { recordVerdictAction } from "@/lib/aml-verdicts/actions";
import { verdictLabels, type MatchVerdict } from "@/lib/aml-verdicts/verdicts";
import { standingWords } from "@/lib/aml-verdicts/standing";
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
}) {
  const { match, number, verdict, remembered } = props;
  const features = Array.isArray(match.features) ? (match.features as unknown[]).map(String) : [];
  const fields = Object.entries(match).filter(([key]) => key !== "resource_id" && key !== "features");
  const open = !verdict || verdict.verdict === "escalate" || verdict.standing !== "in_force";
  return (
    <li
      className={`rounded border p-3 ${open ? "border-rose-300" : "border-slate-200"}`}
      aria-label={`AML match ${number}`}
    >
      <h3 className="text-sm font-semibold">
        Match {number}
        {typeof match.listed_name === "string" && `: ${match.listed_name}`}
        {typeof match.score === "number" && (
          <span className="font-normal text-slate-600"> · score {match.score}</span>
        )}
      </h3>
      <dl className="mt-2 grid grid-cols-[minmax(8rem,12rem)_1fr] gap-x-3 gap-y-1 text-sm">
        {fields.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="text-slate-600">{matchFieldWords(key)}</dt>
            <dd className="break-words">{shown(value)}</dd>
          </div>
        ))}
      </dl>
      {features.length > 0 && (
        <div className="mt-2 text-sm">
          <p className="text-slate-600">Why it matched</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
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
          Earlier marked a false positive for this applicant and list entry by {remembered.reviewerEmail} on{" "}
          <UtcTime value={remembered.createdAt} /> (case{" "}
          <a className="underline" href={`/submissions/${encodeURIComponent(remembered.submissionId)}`}>
            {remembered.submissionId}
          </a>
          ): “{remembered.reason}”
        </p>
      )}
      <div className="mt-3 border-t border-slate-100 pt-2 text-sm">
        {verdict ? (
          <p>
            <strong>{verdictLabels[verdict.verdict]}</strong> · {verdict.reviewerEmail} ·{" "}
            <UtcTime value={verdict.createdAt} />
            <span className="block text-slate-700">“{verdict.reason}”</span>
            {verdict.standing !== "in_force" && (
              <span className="mt-1 block font-medium text-rose-800" data-testid="verdict-standing">
                {standingWords[verdict.standing]}
              </span>
            )}
          </p>
        ) : (
          <p className="font-medium text-rose-800">
            No verdict yet: this match must be resolved before approval.
          </p>
        )}
        {props.mayDecide && (
          <div className="mt-2">
            <VerdictForm
              submissionId={props.submissionId}
              resourceId={match.resource_id}
              number={number}
              current={verdict?.verdict}
              submit={recordVerdictAction}
            />
          </div>
        )}
      </div>
    </li>
  );
}
