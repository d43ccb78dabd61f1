"use client";
// A queue's members on its page: add one, remove one, and a manager's out-of-office periods
// for each (availability:manage). Each control is the one form; hidden fields name the queue
// and the account, so a refusal keeps the dates typed.
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { AbsenceDays } from "@/components/availability/absence-days";
import { FieldError, useFieldProps } from "@/components/ui/field-error";
import { addAbsenceFor, removeAbsenceFor } from "@/lib/availability/actions";
import { addQueueMember, removeQueueMember } from "@/lib/queues/actions";

const small = "rounded border border-slate-300 bg-white px-2 py-1 text-sm";

export function AddMember({
  queueId,
  candidates,
}: {
  queueId: string;
  candidates: readonly { id: string; name: string; email: string }[];
}) {
  const t = useTranslations("queues.members");
  return (
    <ActionForm
      action={addQueueMember}
      submitLabel={t("submit")}
      pendingLabel={t("pending")}
      success={t("added")}
      label={t("add")}
      clearOnDone
      className="flex flex-wrap items-end gap-2"
    >
      <input type="hidden" name="queueId" value={queueId} />
      <AccountChoice candidates={candidates} />
    </ActionForm>
  );
}

function AccountChoice({
  candidates,
}: {
  candidates: readonly { id: string; name: string; email: string }[];
}) {
  const t = useTranslations("queues.members");
  const field = useFieldProps("accountId");
  return (
    <div>
      <label className="block text-sm">
        <span className="font-medium">{t("account")}</span>
        <select name="accountId" defaultValue="" className={`mt-1 block ${small}`} {...field}>
          <option value="">{t("choose")}</option>
          {candidates.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.email})
            </option>
          ))}
        </select>
      </label>
      <FieldError name="accountId" />
    </div>
  );
}

export function RemoveMember({
  queueId,
  accountId,
  name,
}: {
  queueId: string;
  accountId: string;
  name: string;
}) {
  const t = useTranslations("queues.members");
  return (
    <ActionForm
      action={removeQueueMember}
      submitLabel={t("remove")}
      pendingLabel={t("removing")}
      label={t("removeLabel", { name })}
      tone="plain"
    >
      <input type="hidden" name="queueId" value={queueId} />
      <input type="hidden" name="accountId" value={accountId} />
    </ActionForm>
  );
}

export function SetAway({ accountId, name }: { accountId: string; name: string }) {
  const t = useTranslations("queues.members");
  return (
    <ActionForm
      action={addAbsenceFor}
      submitLabel={t("saveAway")}
      pendingLabel={t("savingAway")}
      label={t("setAwayLabel", { name })}
      tone="plain"
      clearOnDone
      className="flex flex-wrap items-end gap-2"
    >
      <input type="hidden" name="accountId" value={accountId} />
      <AbsenceDays />
    </ActionForm>
  );
}

export function CancelAway({
  accountId,
  absenceId,
  label,
}: {
  accountId: string;
  absenceId: string;
  label: string;
}) {
  const t = useTranslations("queues.members");
  return (
    <ActionForm
      action={removeAbsenceFor}
      submitLabel={t("cancelAway")}
      pendingLabel={t("removing")}
      label={label}
      tone="plain"
    >
      <input type="hidden" name="accountId" value={accountId} />
      <input type="hidden" name="absenceId" value={absenceId} />
    </ActionForm>
  );
}
