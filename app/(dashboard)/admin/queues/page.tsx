import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { QueueDeadline } from "@/components/queues/queue-deadline";
import { QueueForm } from "@/components/queues/queue-form";
import { authorize } from "@/lib/auth/session";
import { translator } from "@/lib/i18n/server";
import { fetchQueues } from "@/lib/queues/queries";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await translator())("queues.title") };
}

/** A manager's list of queues and the form for a new one (docs/queues.md). */
export default async function QueuesPage() {
  await connection();
  await authorize("queues:manage");
  const [queues, t] = await Promise.all([fetchQueues(), translator()]);
  return (
    <section aria-labelledby="queues-heading" className="space-y-6">
      <div>
        <h1 id="queues-heading" className="text-xl font-semibold">
          {t("queues.title")}
        </h1>
        <p className="max-w-3xl text-sm text-slate-600">{t("queues.intro")}</p>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse overflow-hidden rounded-lg bg-white text-sm">
          <caption className="sr-only">{t("queues.table.caption")}</caption>
          <thead className="bg-slate-100 text-left">
            <tr>
              <th className="p-2">{t("queues.table.name")}</th>
              <th className="p-2">{t("queues.table.deadline")}</th>
              <th className="p-2">{t("queues.table.assignment")}</th>
              <th className="p-2">{t("queues.table.members")}</th>
              <th className="p-2">{t("queues.table.escalation")}</th>
            </tr>
          </thead>
          <tbody>
            {queues.length === 0 ? (
              <tr>
                <td colSpan={5} className="p-3 text-slate-600">
                  {t("queues.table.empty")}
                </td>
              </tr>
            ) : null}
            {queues.map((q) => (
              <tr key={q.id} className="border-t border-slate-200" data-testid={`queue-${q.name}`}>
                <td className="p-2">
                  <Link href={`/admin/queues/${encodeURIComponent(q.id)}`} className="font-medium underline">
                    {q.name}
                  </Link>
                  {q.isDefault ? (
                    <span className="ml-2 rounded bg-sky-100 px-1.5 py-0.5 text-xs text-sky-900">
                      {t("queues.table.default")}
                    </span>
                  ) : null}
                  {q.archived ? (
                    <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs text-slate-800">
                      {t("queues.table.archived")}
                    </span>
                  ) : null}
                </td>
                <td className="p-2">
                  <QueueDeadline unit={q.deadlineUnit} amount={q.deadlineAmount} />
                </td>
                <td className="p-2">
                  {q.autoAssign ? t("queues.table.on", { cap: q.capPerMember }) : t("queues.table.off")}
                </td>
                <td className="p-2 tabular-nums">{q.members}</td>
                <td className="p-2">{q.escalationQueue?.name ?? t("queues.table.none")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="max-w-xl rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="mb-2 font-medium">{t("queues.create.heading")}</h2>
        <QueueForm others={queues.filter((q) => !q.archived).map((q) => ({ id: q.id, name: q.name }))} />
      </div>
    </section>
  );
}
