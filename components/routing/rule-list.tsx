"use client";
// The draft's rules in order (the first that matches wins): each with its queue and its
// conditions in words, a warning when an earlier rule takes all its cases, and its controls.
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { moveRoutingRule, removeRoutingRule } from "@/lib/routing/actions";
import type { Rule } from "@/lib/routing/rules";
import type { Shadowed } from "@/lib/routing/shadowed";
import { ConditionWords } from "./condition-words";
import { RuleForm } from "./rule-form";

export function RuleList({
  rules,
  queues,
  shadowed,
}: {
  rules: readonly Rule[];
  queues: readonly { id: string; name: string; archived: boolean }[];
  shadowed: readonly Shadowed[];
}) {
  const t = useTranslations("routing.list");
  // shadowed.ts names its message by its catalogue key (validation.routingShadowed).
  const say = useTranslations();
  const queueName = (id: string) => queues.find((q) => q.id === id)?.name ?? t("goneQueue");
  const open = queues.filter((q) => !q.archived);
  if (rules.length === 0) return <p className="text-sm text-slate-600">{t("empty")}</p>;
  return (
    <ol className="space-y-3">
      {rules.map((rule, i) => {
        const hidden = shadowed.find((s) => s.ruleId === rule.id);
        const by = hidden && rules.find((r) => r.id === hidden.byRuleId);
        return (
          <li
            key={rule.id}
            className="rounded-lg border border-slate-200 bg-white p-3 text-sm"
            data-testid={`rule-${rule.name}`}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p>
                <span className="mr-2 tabular-nums text-slate-500">{i + 1}.</span>
                <span className="font-medium">{rule.name}</span> → {queueName(rule.queueId)}
              </p>
              <div className="flex flex-wrap gap-2">
                {i > 0 ? <Move rule={rule} direction="up" label={t("up")} /> : null}
                {i < rules.length - 1 ? <Move rule={rule} direction="down" label={t("down")} /> : null}
                <ActionForm
                  action={removeRoutingRule}
                  submitLabel={t("remove")}
                  tone="plain"
                  label={t("removeLabel", { name: rule.name })}
                >
                  <input type="hidden" name="ruleId" value={rule.id} />
                </ActionForm>
              </div>
            </div>
            <p className="mt-1 text-slate-600">{rule.match === "all" ? t("all") : t("any")}</p>
            <ul className="ml-5 list-disc">
              {rule.conditions.map((c, j) => (
                <li key={j}>
                  <ConditionWords condition={c} />
                </li>
              ))}
            </ul>
            {by ? (
              <p role="note" className="mt-2 rounded bg-amber-50 px-2 py-1 text-amber-900">
                {say(hidden.key as never, { ...hidden.values, rule: by.name } as never)}
              </p>
            ) : null}
            <details className="mt-2">
              <summary className="cursor-pointer underline">{t("change")}</summary>
              <div className="mt-2">
                <RuleForm rule={rule} queues={open} />
              </div>
            </details>
          </li>
        );
      })}
    </ol>
  );
}

function Move({ rule, direction, label }: { rule: Rule; direction: "up" | "down"; label: string }) {
  const t = useTranslations("routing.list");
  return (
    <ActionForm
      action={moveRoutingRule}
      submitLabel={label}
      tone="plain"
      label={t(direction === "up" ? "upLabel" : "downLabel", { name: rule.name })}
    >
      <input type="hidden" name="ruleId" value={rule.id} />
      <input type="hidden" name="direction" value={direction} />
    </ActionForm>
  );
}
