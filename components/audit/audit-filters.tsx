// The audit log's filter form: a plain GET form, so a filtered view is a shareable address.
// Action group is a select; the action and target fields also take the start of a name or id.
import Link from "next/link";
import { actionGroups, knownActions } from "@/lib/audit/action-groups";
import { minTargetPrefix, type AuditFilter } from "@/lib/audit/filters";

const input = "mt-1 w-full min-w-0 rounded-md border border-slate-300 px-2 py-1.5 text-sm";
const hint = "mt-0.5 block text-xs text-slate-500";

export function AuditFilters({ filter }: { filter: AuditFilter }) {
  return (
    <form
      method="get"
      action="/audit"
      className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-4"
      aria-label="Filter the audit log"
    >
      <label className="text-sm">
        <span className="font-medium">Action group</span>
        <select name="group" defaultValue={filter.group ?? ""} className={input}>
          <option value="">any</option>
          {actionGroups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.label}
            </option>
          ))}
        </select>
      </label>
      {/* The hint sits outside the label, so the field's name stays "Action". */}
      <div className="text-sm">
        <label>
          <span className="font-medium">Action</span>
          <input
            name="action"
            list="audit-actions"
            defaultValue={filter.action ?? ""}
            placeholder="decision"
            aria-describedby="audit-action-hint"
            className={`${input} font-mono`}
          />
        </label>
        <span id="audit-action-hint" className={hint}>
          A whole name (decision.record) or its start (decision).
        </span>
        <datalist id="audit-actions">
          {knownActions.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
      </div>
      <div className="text-sm">
        <label>
          <span className="font-medium">Target</span>
          <input
            name="target"
            defaultValue={filter.target ?? ""}
            placeholder="submission or account id"
            aria-describedby="audit-target-hint"
            className={`${input} font-mono`}
          />
        </label>
        <span id="audit-target-hint" className={hint}>
          The whole id or its first {minTargetPrefix} characters or more.
        </span>
      </div>
      <label className="text-sm">
        <span className="font-medium">Actor e-mail</span>
        <input name="actor" type="email" defaultValue={filter.actor ?? ""} className={input} />
      </label>
      <label className="text-sm">
        <span className="font-medium">Outcome</span>
        <select name="outcome" defaultValue={filter.outcome ?? ""} className={input}>
          <option value="">any</option>
          <option value="success">success</option>
          <option value="failure">failure</option>
        </select>
      </label>
      <label className="text-sm">
        <span className="font-medium">From (UTC)</span>
        <input name="from" type="date" defaultValue={filter.from ?? ""} className={input} />
      </label>
      <label className="text-sm">
        <span className="font-medium">To (UTC)</span>
        <input name="to" type="date" defaultValue={filter.to ?? ""} className={input} />
      </label>
      <div className="flex items-end gap-3">
        <button
          type="submit"
          className="rounded-md bg-slate-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-slate-700"
        >
          Filter
        </button>
        <Link href="/audit" className="text-sm underline">
          Clear
        </Link>
      </div>
    </form>
  );
}
