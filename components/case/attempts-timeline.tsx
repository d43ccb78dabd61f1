// One entry per step 2 attempt, oldest first: scores drawn against the interface's pass
// thresholds (face compare 85, liveness 50), the face check's finding, the ID authenticity check
// where it applies (lib/submissions/attempt-checks.ts), the retry message and any error.
import type { ApplicantData, Attempt } from "@/common/kyc-api/schemas";
import { useLocale, useTimeZone, useTranslations } from "next-intl";
import { useSay } from "@/components/i18n/use-value-words";
import { UtcTime } from "@/components/ui/utc-time";
import { passThresholds as thresholds } from "@/lib/decisions/pass-thresholds";
import {
  faceCheckWords,
  idCheckLabel,
  idCheckWords,
  type CheckWords,
} from "@/lib/submissions/attempt-checks";
import { checkInputWords, serviceMessageWords } from "@/lib/submissions/words";

export function AttemptsTimeline({
  attempts,
  document,
}: {
  attempts: Attempt[] | undefined;
  /** The applicant's document: the ID authenticity check applies to Korean IDs only. */
  document: ApplicantData;
}) {
  const t = useTranslations("case.attempts");
  const say = useSay();
  const local = { locale: useLocale(), timeZone: useTimeZone() ?? "UTC" };
  return (
    <section aria-labelledby="attempts-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="attempts-heading" className="text-base font-semibold">
        {t("heading")} {attempts && <span className="font-normal text-slate-600">({attempts.length})</span>}
      </h2>
      {!attempts ? (
        <p className="mt-2 text-sm text-slate-600">{t("notReturned")}</p>
      ) : attempts.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t("none")}</p>
      ) : (
        <ol className="mt-3 space-y-4 border-l-2 border-slate-200 pl-4">
          {attempts.map((attempt) => (
            <li
              key={attempt.attemptCnt}
              className="relative"
              aria-label={t("attempt", { n: attempt.attemptCnt })}
            >
              <span
                aria-hidden="true"
                className="absolute -left-[1.4rem] top-1 h-3 w-3 rounded-full border-2 border-white bg-slate-500"
              />
              <div className="flex flex-wrap items-baseline gap-x-2">
                <h3 className="text-sm font-semibold">{t("attempt", { n: attempt.attemptCnt })}</h3>
                {attempt.created_at ? (
                  <span className="text-sm text-slate-600">
                    <UtcTime value={attempt.created_at} seconds local={local} />
                  </span>
                ) : null}
              </div>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                <ScoreBar
                  label={t("faceSimilarity")}
                  score={attempt.faceSimilarityScore}
                  threshold={thresholds.faceSimilarity}
                />
                <ScoreBar
                  label={t("liveness")}
                  score={attempt.livenessScore}
                  threshold={thresholds.liveness}
                />
              </div>
              <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
                <dt className="text-slate-600">{t("faceCheck")}</dt>
                <dd>
                  <CheckResult words={faceCheckWords(attempt, say)} />
                </dd>
                <dt className="text-slate-600">{idCheckLabel(say)}</dt>
                <dd>
                  <CheckResult words={idCheckWords(document, attempt, say)} />
                </dd>
                {attempt.retryMsg && (
                  <>
                    <dt className="text-slate-600">{t("toldApplicant")}</dt>
                    <dd>{serviceMessageWords(attempt.retryMsg, say)}</dd>
                  </>
                )}
                {attempt.error && (
                  <>
                    <dt className="text-slate-600">{t("problem")}</dt>
                    <dd className="text-rose-800">{serviceMessageWords(attempt.error, say)}</dd>
                  </>
                )}
                {attempt.verificationParams && Object.keys(attempt.verificationParams).length > 0 && (
                  <>
                    <dt className="text-slate-600">{t("checkInputs")}</dt>
                    <dd>
                      <dl className="grid grid-cols-[auto_1fr] gap-x-3">
                        {Object.entries(attempt.verificationParams).map(([key, value]) => (
                          <div key={key} className="contents">
                            <dt className="text-slate-500">{checkInputWords(key, say)}</dt>
                            <dd className="break-all">
                              {typeof value === "string" ? value : JSON.stringify(value)}
                            </dd>
                          </div>
                        ))}
                      </dl>
                    </dd>
                  </>
                )}
              </dl>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const toneClass = {
  good: "font-medium text-emerald-800",
  bad: "font-medium text-rose-800",
  neutral: "text-slate-600",
} as const;

function CheckResult({ words }: { words: CheckWords }) {
  return <span className={toneClass[words.tone]}>{words.text}</span>;
}

/** A 0-100 score as a bar, with the pass threshold marked; the text says the same for readers. */
function ScoreBar({
  label,
  score,
  threshold,
}: {
  label: string;
  score: number | undefined;
  threshold: number;
}) {
  const t = useTranslations("case.attempts");
  if (score === undefined) {
    return (
      <div className="text-sm">
        <span className="text-slate-600">{t("scoreLabel", { label })}</span>{" "}
        <span className="text-slate-500">{t("notComputed")}</span>
      </div>
    );
  }
  const passed = score >= threshold;
  const text = t(passed ? "scorePassed" : "scoreBelow", { label, score, threshold });
  return (
    <div className="text-sm">
      <div className="flex justify-between">
        <span className="text-slate-600">{label}</span>
        <span className={passed ? "font-medium text-emerald-800" : "font-medium text-rose-800"}>
          {score} <span className="font-normal text-slate-500">{t("passMark", { threshold })}</span>
        </span>
      </div>
      <div role="img" aria-label={text} className="relative mt-1 h-3 rounded bg-slate-100">
        <div
          className={`h-3 rounded ${passed ? "bg-emerald-600" : "bg-rose-600"}`}
          style={{ width: `${score}%` }}
        />
        <div
          className="absolute -top-1 h-5 w-0.5 bg-slate-900"
          style={{ left: `${threshold}%` }}
          title={t("threshold", { threshold })}
        />
      </div>
    </div>
  );
}
