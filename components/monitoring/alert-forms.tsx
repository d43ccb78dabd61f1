"use client";
// A monitoring alert's forms, each an ActionForm (what was typed stays after an error, each
// message beside its field): claim it, close it (no action with a reason, or escalate to a
// manager), and a manager's settlement of an escalated alert.
import { ActionForm } from "@/components/ui/action-form";
import { FieldError } from "@/components/ui/field-error";
import { claimMonitoringAlert, closeMonitoringAlert, settleMonitoringAlert } from "@/lib/monitoring/actions";

const box = "mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-1 text-sm";

function Reason({ label }: { label: string }) {
  return (
    <label className="block text-sm">
      <span className="font-medium">{label}</span>
      <textarea name="reason" rows={2} maxLength={1000} className={box} />
      <FieldError name="reason" />
    </label>
  );
}

export function ClaimAlertForm({ submissionId }: { submissionId: string }) {
  return (
    <ActionForm action={claimMonitoringAlert} submitLabel="Claim this alert" pendingLabel="Claiming…">
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
  return (
    <ActionForm
      action={closeMonitoringAlert}
      submitLabel="Close the alert"
      pendingLabel="Closing…"
      success="Alert closed."
    >
      <input type="hidden" name="submissionId" value={submissionId} />
      <fieldset className="text-sm">
        <legend className="font-medium">What follows from this change</legend>
        <label className="mt-1 flex items-start gap-1.5">
          <input type="radio" name="outcome" value="no_action" className="mt-1" />
          No action: the change does not alter the decision
        </label>
        <label className="mt-1 flex items-start gap-1.5">
          <input type="radio" name="outcome" value="escalate" className="mt-1" />
          Escalate to a manager (who may offboard the customer)
        </label>
        <FieldError name="outcome" />
      </fieldset>
      <label className="block text-sm">
        <span className="font-medium">Manager (when escalating)</span>
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
      <Reason label="Reason" />
    </ActionForm>
  );
}

export function SettleAlertForm({ submissionId }: { submissionId: string }) {
  return (
    <ActionForm
      action={settleMonitoringAlert}
      submitLabel="Settle the alert"
      pendingLabel="Settling…"
      success="Alert settled."
    >
      <input type="hidden" name="submissionId" value={submissionId} />
      <fieldset className="text-sm">
        <legend className="font-medium">Manager&apos;s decision</legend>
        <label className="mt-1 flex items-start gap-1.5">
          <input type="radio" name="outcome" value="no_action" className="mt-1" />
          Keep the customer: no action
        </label>
        <label className="mt-1 flex items-start gap-1.5">
          <input type="radio" name="outcome" value="offboard" className="mt-1" />
          Offboard: then request the deletion or record the outcome on the case page
        </label>
        <FieldError name="outcome" />
      </fieldset>
      <Reason label="Reason" />
    </ActionForm>
  );
}
