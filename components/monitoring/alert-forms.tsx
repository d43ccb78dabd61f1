"use client";
// A monitoring alert's forms, each an ActionForm (what was typed stays after an error, each
// message beside its field): claim it, close it (no action with a reason, or escalate to a
// manager), and a manager's settlement of an escalated alert.
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { FieldError } from "@/components/ui/field-error";
import { claimMonitoringAlert, closeMonitoringAlert, settleMonitoringAlert } from "@/lib/monitoring/actions";

const box = "mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-1 text-sm";

function Reason() {
  const t = useTranslations("monitoring.forms");
  return (
    <label className="block text-sm">
      <span className="font-medium">{t("reason")}</span>
      <textarea name="reason" rows={2} maxLength={1000} className={box} />
      <FieldError name="reason" />
    </label>
  );
}

function Choice({ value, children }: { value: string; children: React.ReactNode }) {
  return (
    <label className="mt-1 flex items-start gap-1.5">
      <input type="radio" name="outcome" value={value} className="mt-1" />
      {children}
    </label>
  );
}

export function ClaimAlertForm({ submissionId }: { submissionId: string }) {
  const t = useTranslations("monitoring.forms");
  return (
    <ActionForm action={claimMonitoringAlert} submitLabel={t("claim")} pendingLabel={t("claiming")}>
      <input type="hidden" name="submissionId" value={submissionId} />
    </ActionForm>
  );
}

export function CloseAlertForm({
  submissionId,
  managers,
}: {
  submissionId: string;
  managers: { id: string; name: string }[];
}) {
  const t = useTranslations("monitoring.forms");
  return (
    <ActionForm
      action={closeMonitoringAlert}
      submitLabel={t("close")}
      pendingLabel={t("closing")}
      success={t("closed")}
    >
      <input type="hidden" name="submissionId" value={submissionId} />
      <fieldset className="text-sm">
        <legend className="font-medium">{t("closeLegend")}</legend>
        <Choice value="no_action">{t("noAction")}</Choice>
        <Choice value="escalate">{t("escalate")}</Choice>
        <FieldError name="outcome" />
      </fieldset>
      <label className="block text-sm">
        <span className="font-medium">{t("manager")}</span>
        <select name="managerId" defaultValue="" className={box}>
          <option value="">—</option>
          {managers.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
        <FieldError name="managerId" />
      </label>
      <Reason />
    </ActionForm>
  );
}

export function SettleAlertForm({ submissionId }: { submissionId: string }) {
  const t = useTranslations("monitoring.forms");
  return (
    <ActionForm
      action={settleMonitoringAlert}
      submitLabel={t("settle")}
      pendingLabel={t("settling")}
      success={t("settled")}
    >
      <input type="hidden" name="submissionId" value={submissionId} />
      <fieldset className="text-sm">
        <legend className="font-medium">{t("settleLegend")}</legend>
        <Choice value="no_action">{t("keep")}</Choice>
        <Choice value="offboard">{t("offboard")}</Choice>
        <FieldError name="outcome" />
      </fieldset>
      <Reason />
    </ActionForm>
  );
}
