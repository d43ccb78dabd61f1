import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { UtcTime } from "@/components/ui/utc-time";
import { auditedRead } from "@/lib/actions/read";
import { namesOf } from "@/lib/case-index/names";
import { awaitingGroups, awaitingLimit } from "@/lib/duplicates/queries";
import { formatNumber } from "@/lib/format";
import { requestPreferences } from "@/lib/i18n/request-preferences";
import { translator } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await translator())("duplicates.title") };
}

/** The queue's Duplicates view: cases whose possible duplicates await a resolution, oldest first. */
export default async function DuplicatesPage() {
  await connection();
  const read = await auditedRead("submissions:read", { action: "duplicates.list" });
  const { groups, open, escalated } = await awaitingGroups();
  const names = await namesOf(groups.map((g) => g.submissionId));
  await read.succeeded();
  const [t, local] = await Promise.all([translator(), requestPreferences()]);
  const n = (value: number) => formatNumber(value, "—", local.locale);
  return (
    <section aria-labelledby="duplicates-view-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <Link href="/submissions" className="text-sm text-sky-800 underline-offset-2 hover:underline">
          {t("duplicates.back")}
        </Link>
        <h1 id="duplicates-view-heading" className="text-xl font-semibold">
          {t("duplicates.heading")}
        </h1>
      </div>
      <p className="text-sm text-slate-700" data-testid="duplicate-counts">
        {t("duplicates.counts", { open: n(open), n: open, escalated: n(escalated) })}
      </p>
      <p className="max-w-3xl text-sm text-slate-600">
        {t("duplicates.about")}
        {open + escalated > awaitingLimit ? ` ${t("duplicates.limited", { limit: n(awaitingLimit) })}` : ""}
      </p>
      {groups.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">
          {t("duplicates.empty")}
        </p>
      ) : (
        <table className="w-full border-collapse rounded-lg bg-white text-sm">
          <caption className="sr-only">{t("duplicates.caption")}</caption>
          <thead className="bg-slate-100 text-left">
            <tr>
              <th scope="col" className="p-2">
                {t("duplicates.columns.case")}
              </th>
              <th scope="col" className="p-2">
                {t("duplicates.columns.found")}
              </th>
              <th scope="col" className="p-2">
                {t("duplicates.columns.candidates")}
              </th>
              <th scope="col" className="p-2">
                {t("duplicates.columns.waitingFor")}
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
                <td className="p-2">{g.foundAt ? <UtcTime value={g.foundAt} local={local} /> : "—"}</td>
                <td className="p-2">{n(g.candidates)}</td>
                <td className="p-2">
                  {g.status === "escalated"
                    ? g.escalatedTo === "former"
                      ? t("duplicates.waitingFormerManager")
                      : g.escalatedTo
                        ? t("duplicates.waitingManager", { manager: g.escalatedTo.name })
                        : t("duplicates.waitingUnassigned")
                    : t("duplicates.waitingReviewer")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
