import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { UtcTime } from "@/components/ui/utc-time";
import { auditedRead } from "@/lib/actions/read";
import { namesOf } from "@/lib/case-index/names";
import { awaitingGroups, awaitingLimit } from "@/lib/duplicates/queries";
import { formatNumber } from "@/lib/format";

export const metadata: Metadata = { title: "Duplicates" };

/** The queue's Duplicates view: cases whose possible duplicates await a resolution, oldest first. */
export default async function DuplicatesPage() {
  await connection();
  const read = await auditedRead("submissions:read", { action: "duplicates.list" });
  const { groups, open, escalated } = await awaitingGroups();
  const names = await namesOf(groups.map((g) => g.submissionId));
  await read.succeeded();
  return (
    <section aria-labelledby="duplicates-view-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <Link href="/submissions" className="text-sm text-sky-800 underline-offset-2 hover:underline">
          ← Queue
        </Link>
        <h1 id="duplicates-view-heading" className="text-xl font-semibold">
          Duplicates
        </h1>
      </div>
      <p className="text-sm text-slate-700" data-testid="duplicate-counts">
        {formatNumber(open)} case{open === 1 ? "" : "s"} awaiting a resolution, {formatNumber(escalated)}{" "}
        escalated as suspected fraud.
      </p>
      <p className="max-w-3xl text-sm text-slate-600">
        A case&apos;s possible duplicates are looked for when the case is opened and again when someone
        approves it; only cases found that way are listed here. Oldest first.
        {open + escalated > awaitingLimit ? ` The oldest ${formatNumber(awaitingLimit)} are shown.` : ""}
      </p>
      {groups.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">
          No possible duplicates await a resolution.
        </p>
      ) : (
        <table className="w-full border-collapse rounded-lg bg-white text-sm">
          <caption className="sr-only">
            Cases with possible duplicates awaiting a resolution, oldest first
          </caption>
          <thead className="bg-slate-100 text-left">
            <tr>
              <th scope="col" className="p-2">
                Case
              </th>
              <th scope="col" className="p-2">
                Found
              </th>
              <th scope="col" className="p-2">
                Possible duplicates
              </th>
              <th scope="col" className="p-2">
                Waiting for
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {groups.map((g) => (
              <tr key={g.submissionId}>
                <td className="break-all p-2">
                  <Link
                    href={`/submissions/${encodeURIComponent(g.submissionId)}#duplicates`}
                    className="text-sky-800 underline"
                  >
                    {g.submissionId}
                  </Link>
                  {names[g.submissionId] ? (
                    <span className="block font-medium">{names[g.submissionId]}</span>
                  ) : null}
                </td>
                <td className="p-2">{g.foundAt ? <UtcTime value={g.foundAt} /> : "—"}</td>
                <td className="p-2">{g.candidates}</td>
                <td className="p-2">
                  {g.status === "escalated"
                    ? `a manager (${g.escalatedTo ?? "unassigned"}): suspected fraud`
                    : "a reviewer's resolution"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
