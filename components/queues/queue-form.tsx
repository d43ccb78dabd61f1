"use client";
// The one form of a queue's settings: creating a queue (no `queue`) and editing one. What was
// typed stays after a refusal (the one form keeps it); each message sits at its field.
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { FieldError, useFieldProps } from "@/components/ui/field-error";
import { deadlineUnits } from "@/lib/deadlines/deadline";
import { createQueue, updateQueue } from "@/lib/queues/actions";

const input = "mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-1.5 text-sm";

export interface QueueSettings {
  id: string;
  name: string;
  description: string;
  deadlineUnit: string;
  deadlineAmount: number;
  autoAssign: boolean;
  capPerMember: number;
  graceHours: number;
  escalationQueueId: string | null;
  archived: boolean;
}

export function QueueForm({
  queue,
  others,
}: {
  queue?: QueueSettings;
  /** The queues this one may escalate to (all others). */
  others: readonly { id: string; name: string }[];
}) {
  const t = useTranslations("queues");
  return queue ? (
    <ActionForm
      action={updateQueue}
      submitLabel={t("form.save")}
      pendingLabel={t("form.saving")}
      success={t("form.saved")}
      label={t("page.settings")}
      className="space-y-3"
    >
      <input type="hidden" name="queueId" value={queue.id} />
      <Fields queue={queue} others={others} />
    </ActionForm>
  ) : (
    <ActionForm
      action={createQueue}
      submitLabel={t("create.submit")}
      pendingLabel={t("create.pending")}
      success={t("create.done")}
      label={t("create.label")}
      clearOnDone
      className="space-y-3"
    >
      <Fields others={others} />
    </ActionForm>
  );
}

function Text({ name, label, value, hint }: { name: string; label: string; value?: string; hint?: string }) {
  const field = useFieldProps(name);
  return (
    <div>
      <label className="block text-sm">
        <span className="font-medium">{label}</span>
        <input name={name} defaultValue={value} className={input} {...field} />
      </label>
      {hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : null}
      <FieldError name={name} />
    </div>
  );
}

function Whole({ name, label, value, hint }: { name: string; label: string; value: number; hint: string }) {
  const field = useFieldProps(name);
  return (
    <div>
      <label className="block text-sm">
        <span className="font-medium">{label}</span>
        <input
          name={name}
          type="number"
          inputMode="numeric"
          min={0}
          defaultValue={value}
          className={`${input} w-28`}
          {...field}
        />
      </label>
      <p className="mt-1 text-xs text-slate-600">{hint}</p>
      <FieldError name={name} />
    </div>
  );
}

function Fields({
  queue,
  others,
}: {
  queue?: QueueSettings;
  others: readonly { id: string; name: string }[];
}) {
  const t = useTranslations("queues.form");
  const amount = useFieldProps("deadlineAmount");
  const unit = useFieldProps("deadlineUnit");
  const escalation = useFieldProps("escalationQueueId");
  return (
    <>
      <Text name="name" label={t("name")} value={queue?.name} />
      <Text name="description" label={t("description")} value={queue?.description} />
      <fieldset>
        <legend className="text-sm font-medium">{t("deadline")}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          <input
            name="deadlineAmount"
            type="number"
            inputMode="numeric"
            min={1}
            defaultValue={queue?.deadlineAmount ?? 4}
            aria-label={t("deadlineAmount")}
            className="w-24 rounded border border-slate-300 bg-white px-2 py-1.5 text-sm"
            {...amount}
          />
          <select
            name="deadlineUnit"
            defaultValue={queue?.deadlineUnit ?? "business_hours"}
            aria-label={t("deadlineUnit")}
            className="rounded border border-slate-300 bg-white px-2 py-1.5 text-sm"
            {...unit}
          >
            {deadlineUnits.map((u) => (
              <option key={u} value={u}>
                {t(`units.${u}`)}
              </option>
            ))}
          </select>
        </div>
        <p className="mt-1 text-xs text-slate-600">{t("deadlineHint")}</p>
        <FieldError name="deadlineAmount" />
        <FieldError name="deadlineUnit" />
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input name="autoAssign" type="checkbox" defaultChecked={queue?.autoAssign ?? false} />
        <span className="font-medium">{t("autoAssign")}</span>
      </label>
      <Whole name="capPerMember" label={t("cap")} value={queue?.capPerMember ?? 5} hint={t("capHint")} />
      <Whole name="graceHours" label={t("grace")} value={queue?.graceHours ?? 24} hint={t("graceHint")} />
      <div>
        <label className="block text-sm">
          <span className="font-medium">{t("escalation")}</span>
          <select
            name="escalationQueueId"
            defaultValue={queue?.escalationQueueId ?? ""}
            className={input}
            {...escalation}
          >
            <option value="">{t("noEscalation")}</option>
            {others.map((q) => (
              <option key={q.id} value={q.id}>
                {q.name}
              </option>
            ))}
          </select>
        </label>
        <FieldError name="escalationQueueId" />
      </div>
      {queue ? (
        <div>
          <label className="flex items-center gap-2 text-sm">
            <input name="archived" type="checkbox" defaultChecked={queue.archived} />
            <span className="font-medium">{t("archived")}</span>
          </label>
          <FieldError name="archived" />
        </div>
      ) : null}
    </>
  );
}
