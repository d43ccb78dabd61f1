"use client";
// The one form of a routing rule: adding one to the draft (no `rule`) and changing one. Four
// condition rows, each a field, an operator and a value; what was typed stays after a refusal
// and each message sits at its row.
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { FieldError, useFieldProps } from "@/components/ui/field-error";
import { saveRoutingRule } from "@/lib/routing/actions";
import { conditionRows, formOperators, formRows } from "@/lib/routing/rule-form";
import { booleanFields, numberFields, stringFields, type Rule } from "@/lib/routing/rules";

const input = "rounded border border-slate-300 bg-white px-2 py-1 text-sm";
const fields = [...stringFields, ...booleanFields, ...numberFields];

export function RuleForm({ rule, queues }: { rule?: Rule; queues: readonly { id: string; name: string }[] }) {
  const t = useTranslations("routing.form");
  return (
    <ActionForm
      action={saveRoutingRule}
      submitLabel={rule ? t("save") : t("add")}
      pendingLabel={t("saving")}
      success={t("saved")}
      label={rule ? t("changeLabel", { name: rule.name }) : t("addLabel")}
      clearOnDone={!rule}
      className="space-y-3"
    >
      {rule ? <input type="hidden" name="ruleId" value={rule.id} /> : null}
      <Fields rule={rule} queues={queues} />
    </ActionForm>
  );
}

function Fields({ rule, queues }: { rule?: Rule; queues: readonly { id: string; name: string }[] }) {
  const t = useTranslations("routing");
  const name = useFieldProps("name");
  const queue = useFieldProps("queueId");
  const rows = rule ? formRows(rule) : [];
  return (
    <>
      <div className="flex flex-wrap gap-3">
        <div>
          <label className="block text-sm">
            <span className="font-medium">{t("form.name")}</span>
            <input name="name" defaultValue={rule?.name} className={`mt-1 block w-56 ${input}`} {...name} />
          </label>
          <FieldError name="name" />
        </div>
        <div>
          <label className="block text-sm">
            <span className="font-medium">{t("form.queue")}</span>
            <select
              name="queueId"
              defaultValue={rule?.queueId ?? ""}
              className={`mt-1 block ${input}`}
              {...queue}
            >
              <option value="">{t("form.chooseQueue")}</option>
              {queues.map((q) => (
                <option key={q.id} value={q.id}>
                  {q.name}
                </option>
              ))}
            </select>
          </label>
          <FieldError name="queueId" />
        </div>
      </div>
      <fieldset className="text-sm">
        <legend className="font-medium">{t("form.match")}</legend>
        <label className="mr-4 inline-flex items-center gap-1">
          <input type="radio" name="match" value="all" defaultChecked={(rule?.match ?? "all") === "all"} />
          {t("form.matchAll")}
        </label>
        <label className="inline-flex items-center gap-1">
          <input type="radio" name="match" value="any" defaultChecked={rule?.match === "any"} />
          {t("form.matchAny")}
        </label>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t("form.conditions")}</legend>
        <p className="text-xs text-slate-600">{t("form.conditionsHint")}</p>
        {Array.from({ length: conditionRows }, (_, i) => (
          <ConditionRow key={i} index={i} row={rows[i]} />
        ))}
      </fieldset>
    </>
  );
}

function ConditionRow({ index, row }: { index: number; row?: { field: string; op: string; value: string } }) {
  const t = useTranslations("routing");
  const field = useFieldProps(`field${index}`);
  const op = useFieldProps(`op${index}`);
  const value = useFieldProps(`value${index}`);
  const n = index + 1;
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <select
          name={`field${index}`}
          defaultValue={row?.field ?? ""}
          aria-label={t("form.field", { n })}
          className={input}
          {...field}
        >
          <option value="">{t("form.noField")}</option>
          {fields.map((f) => (
            <option key={f} value={f}>
              {t(`fields.${f}`)}
            </option>
          ))}
        </select>
        <select
          name={`op${index}`}
          defaultValue={row?.op ?? "in"}
          aria-label={t("form.operator", { n })}
          className={input}
          {...op}
        >
          {formOperators.map((o) => (
            <option key={o} value={o}>
              {t(`form.operators.${o}`)}
            </option>
          ))}
        </select>
        <input
          name={`value${index}`}
          defaultValue={row?.value}
          aria-label={t("form.value", { n })}
          className={`w-56 ${input}`}
          {...value}
        />
      </div>
      <FieldError name={`field${index}`} />
      <FieldError name={`op${index}`} />
      <FieldError name={`value${index}`} />
    </div>
  );
}
