// The audit log's filter form: a plain GET form, so a filtered view is a shareable address.
// Action group is a select; the action and target fields also take the start of a name or id.
// Labels are in the reader's language; the values (action codes, ids, UTC days) are the log's.
import Link from "next/link";
import { actionGroups, knownActions } from "@/lib/audit/action-groups";
import { minTargetPrefix, type AuditFilter } from "@/lib/audit/filters";
import { translator } from "@/lib/i18n/server";

const input = "mt-1 w-full min-w-0 rounded-md border border-slate-300 px-2 py-1.5 text-sm";
const hint = "mt-0.5 block text-xs text-slate-500";

export async function AuditFilters({ filter }: { filter: AuditFilter }) {
  const t = await translator();
  return (
    <form
      method="get"
      action="/audit"
      className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-4"
      aria-label={t("audit.filters.label")}
    >
      <label className="text-sm">
        <span className="font-medium">{t("audit.filters.group")}</span>
        <select name="group" defaultValue={filter.group ?? ""} className={input}>
          <option value="">{t("audit.filters.any")}</option>
          {actionGroups.map((g) => (
            <option key={g.id} value={g.id}>
              {t(`audit.groups.${g.id}`)}
            </option>
          ))}
        </select>
      </label>
      {/* The hint sits outside the label, so the field's name stays "Action". */}
      <div className="text-sm">
        <label>
          <span className="font-medium">{t("audit.filters.action")}</span>
          <input
            name="action"
            list="audit-actions"
            defaultValue={filter.action ?? ""}
            placeholder={t("audit.filters.actionPlaceholder")}
            aria-describedby="audit-action-hint"
            className={`${input} font-mono`}
          />
        </label>
        <span id="audit-action-hint" className={hint}>
          {t("audit.filters.actionHint")}
        </span>
        {/* Each suggestion is a code as recorded, with its plain words beside it. */}
        <datalist id="audit-actions">
          {knownActions.map((a) => (
            <option key={a} value={a} label={t(`audit.actions.${a}` as never)} />
          ))}
        </datalist>
      </div>
      <div className="text-sm">
        <label>
          <span className="font-medium">{t("audit.filters.target")}</span>
          <input
            name="target"
            defaultValue={filter.target ?? ""}
            placeholder={t("audit.filters.targetPlaceholder")}
            aria-describedby="audit-target-hint"
            className={`${input} font-mono`}
          />
        </label>
        <span id="audit-target-hint" className={hint}>
          {t("audit.filters.targetHint", { n: minTargetPrefix })}
        </span>
      </div>
      <label className="text-sm">
        <span className="font-medium">{t("audit.filters.actor")}</span>
        <input name="actor" type="email" defaultValue={filter.actor ?? ""} className={input} />
      </label>
      <label className="text-sm">
        <span className="font-medium">{t("audit.filters.outcome")}</span>
        <select name="outcome" defaultValue={filter.outcome ?? ""} className={input}>
          <option value="">{t("audit.filters.any")}</option>
          <option value="success">{t("audit.outcomes.success")}</option>
          <option value="failure">{t("audit.outcomes.failure")}</option>
        </select>
      </label>
      <label className="text-sm">
        <span className="font-medium">{t("audit.filters.from")}</span>
        <input name="from" type="date" defaultValue={filter.from ?? ""} className={input} />
      </label>
      <label className="text-sm">
        <span className="font-medium">{t("audit.filters.to")}</span>
        <input name="to" type="date" defaultValue={filter.to ?? ""} className={input} />
      </label>
      <div className="flex items-end gap-3">
        <button
          type="submit"
          className="rounded-md bg-slate-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-slate-700"
        >
          {t("audit.filters.submit")}
        </button>
        <Link href="/audit" className="text-sm underline">
          {t("audit.filters.clear")}
        </Link>
      </div>
    </form>
  );
}
