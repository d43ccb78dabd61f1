// The queue's filters as a plain GET form: the URL is the state, so it works without
// JavaScript, and applying filters starts again from the first page.
import Link from "next/link";
import { AmlRiskLevel, AmlStatus, kycResults } from "@/common/kyc-api/schemas";
import type { QueueView } from "@/lib/queue/view";

const field = "mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-1 text-sm";

export function QueueFilters({ view }: { view: QueueView }) {
  return (
    <form
      method="get"
      action="/submissions"
      aria-label="Filters"
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2 lg:grid-cols-4"
    >
      <label className="block">
        <span className="font-medium">Queue</span>
        <select name="queue" defaultValue={view.queue} className={field}>
          <option value="work">Work queue (pending or red flag)</option>
          <option value="all">All submissions</option>
        </select>
      </label>
      <fieldset className="block">
        <legend className="font-medium">Status</legend>
        <div className="mt-1 flex flex-wrap gap-x-3">
          {kycResults.map((result) => (
            <label key={result} className="inline-flex items-center gap-1">
              <input
                type="checkbox"
                name="status"
                value={result}
                defaultChecked={view.status.includes(result)}
              />
              {result}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="block">
        <span className="font-medium">AML status</span>
        <select name="aml" defaultValue={view.aml ?? ""} className={field}>
          <option value="">Any</option>
          {AmlStatus.options.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className="font-medium">AML risk</span>
        <select name="risk" defaultValue={view.risk ?? ""} className={field}>
          <option value="">Any</option>
          {AmlRiskLevel.options.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className="font-medium">User id</span>
        <input name="userid" defaultValue={view.userid ?? ""} className={field} autoComplete="off" />
      </label>
      <label className="block">
        <span className="font-medium">E-mail</span>
        <input
          name="email"
          type="email"
          defaultValue={view.email ?? ""}
          className={field}
          autoComplete="off"
        />
      </label>
      <label className="block">
        <span className="font-medium">Submission id</span>
        <input
          name="submission_id"
          defaultValue={view.submissionId ?? ""}
          className={field}
          autoComplete="off"
        />
      </label>
      <div className="grid grid-cols-2 gap-2">
        <label className="block">
          <span className="font-medium">Created from</span>
          <input name="from" type="date" defaultValue={view.from ?? ""} className={field} />
        </label>
        <label className="block">
          <span className="font-medium">to</span>
          <input name="to" type="date" defaultValue={view.to ?? ""} className={field} />
        </label>
      </div>
      {view.size !== 50 && <input type="hidden" name="size" value={view.size} />}
      <div className="flex items-center gap-3 sm:col-span-2 lg:col-span-4">
        <button
          type="submit"
          className="rounded bg-sky-800 px-3 py-1.5 font-medium text-white hover:bg-sky-900"
        >
          Apply filters
        </button>
        <Link
          href="/submissions"
          prefetch={false}
          className="text-sky-800 underline-offset-2 hover:underline"
        >
          Back to the work queue
        </Link>
        <Link
          href="/submissions?queue=all"
          prefetch={false}
          className="text-sky-800 underline-offset-2 hover:underline"
        >
          All submissions
        </Link>
      </div>
    </form>
  );
}
