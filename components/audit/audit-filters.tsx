// The audit log's filter form: a plain GET form, so a filtered view is a shareable address.
import Link from "next/link";
import type { AuditFilter } from "@/lib/audit/filters";

const input = "mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm";

export function AuditFilters({ filter }: { filter: AuditFilter }) {
  return (
    <form
      method="get"
      action="/audit"
      className="grid grid-cols-2 gap-3 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-4 lg:grid-cols-7"
      aria-label="Filter the audit log"
    >
      <label className="text-sm">
        <span className="font-medium">Actor e-mail</span>
        <input name="actor" type="email" defaultValue={filter.actor ?? ""} className={input} />
      </label>
      <label className="text-sm">
        <span className="font-medium">Action</span>
        <input
          name="action"
          defaultValue={filter.action ?? ""}
          placeholder="deletion.approve"
          className={input}
        />
      </label>
      <label className="text-sm">
        <span className="font-medium">Target</span>
        <input
          name="target"
          defaultValue={filter.target ?? ""}
          placeholder="submission id"
          className={`${input} font-mono`}
        />
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
      {filter.preset ? <input type="hidden" name="preset" value={filter.preset} /> : null}
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
