"use client";
// "Why is this case here?": the queue the case is in, with the version and rule that put it
// there, and what the published rules say of it now: every rule looked at, each condition with
// the case's value, passed or not.
import { useTranslations } from "next-intl";
import type { CaseRouting } from "@/lib/routing/queries";
import { ConditionWords, useFactWords } from "./condition-words";

export function CaseRoutingExplained({
  explained,
  queueNames,
}: {
  explained: CaseRouting;
  /** Every queue's name by id (a case's queue may have been archived). */
  queueNames: Readonly<Record<string, string>>;
}) {
  const t = useTranslations("routing.why");
  const names = useTranslations("routing");
  const queueName = (id: string | null) =>
    id === null ? names("defaultQueue") : (queueNames[id] ?? names("list.goneQueue"));
  const words = useFactWords();
  const { stored, now } = explained;
  return (
    <div className="space-y-3 text-sm" data-testid="case-routing">
      <p>
        {stored.routedVersion === null
          ? t("storedUnrouted", { queue: queueName(stored.queueId) })
          : stored.routedRuleId
            ? t("storedByRule", { queue: queueName(stored.queueId), version: stored.routedVersion })
            : t("storedByDefault", { queue: queueName(stored.queueId), version: stored.routedVersion })}
      </p>
      <p className="font-medium">
        {now.version === null
          ? t("nowNoRules", { queue: queueName(now.queueId) })
          : now.usedDefault
            ? t("nowDefault", { queue: queueName(now.queueId), version: now.version })
            : t("nowRule", { queue: queueName(now.queueId), version: now.version })}
      </p>
      <ol className="space-y-2">
        {now.checked.map((rule, i) => (
          <li key={rule.ruleId} className="rounded border border-slate-200 p-2">
            <p>
              <span className="mr-1 tabular-nums text-slate-500">{i + 1}.</span>
              <span className="font-medium">{rule.name}</span> → {queueName(rule.queueId)}:{" "}
              <span className={rule.matched ? "font-medium text-emerald-800" : "text-slate-600"}>
                {rule.matched ? t("matched") : t("notMatched")}
              </span>
            </p>
            <ul className="ml-5 list-disc">
              {rule.conditions.map((c, j) => (
                <li key={j}>
                  <ConditionWords condition={c.condition} /> —{" "}
                  {t(c.passed ? "passed" : "failed", { value: words.value(c.condition.field, c.actual) })}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}
