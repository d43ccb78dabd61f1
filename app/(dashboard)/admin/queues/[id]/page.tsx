import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { AddMember, CancelAway, RemoveMember, SetAway } from "@/components/queues/member-controls";
import { DeleteQueue, MakeDefault } from "@/components/queues/queue-controls";
import { QueueForm } from "@/components/queues/queue-form";
import { authorize } from "@/lib/auth/session";
import { can } from "@/lib/auth/permissions";
import { seoulDayOf } from "@/lib/deadlines/seoul-calendar";
import { translator } from "@/lib/i18n/server";
import { fetchQueuePage } from "@/lib/queues/queries";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await authorize("queues:manage");
  const [page, t] = await Promise.all([fetchQueuePage(decodeURIComponent((await params).id)), translator()]);
  return { title: page ? `${page.queue.name} · ${t("queues.title")}` : t("queues.title") };
}

/** One queue: its settings, its members and their availability (docs/queues.md). */
export default async function QueuePage({ params }: Props) {
  await connection();
  const actor = await authorize("queues:manage");
  const [page, t] = await Promise.all([fetchQueuePage(decodeURIComponent((await params).id)), translator()]);
  if (!page) notFound();
  const { queue, members, candidates, others, isDefault } = page;
  const manageAvailability = can(actor.role, "availability:manage");
  const today = seoulDayOf(new Date());
  return (
    <section aria-labelledby="queue-heading" className="space-y-6">
      <div>
        <Link href="/admin/queues" className="text-sm underline">
          {t("queues.page.back")}
        </Link>
        <h1 id="queue-heading" className="mt-1 text-xl font-semibold">
          {queue.name}
        </h1>
        {queue.description ? <p className="text-sm text-slate-600">{queue.description}</p> : null}
        {queue.escalatedFrom.length > 0 ? (
          <p className="text-sm text-slate-600">
            {t("queues.page.escalatedFrom", { queues: queue.escalatedFrom.map((q) => q.name).join(", ") })}
          </p>
        ) : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
        <div className="space-y-4">
          <div className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 className="mb-2 font-medium">{t("queues.page.settings")}</h2>
            <QueueForm queue={queue} others={others} />
          </div>
          <div className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
            {isDefault ? <p>{t("queues.page.isDefault")}</p> : <MakeDefault queueId={queue.id} />}
          </div>
          {isDefault ? null : (
            <div className="space-y-2 rounded-lg border border-rose-200 bg-white p-4 text-sm">
              <h2 className="font-medium">{t("queues.page.delete.heading")}</h2>
              <p className="text-slate-600">{t("queues.page.delete.body")}</p>
              <DeleteQueue queueId={queue.id} />
            </div>
          )}
        </div>
        <div className="space-y-4">
          <h2 className="font-medium">{t("queues.members.heading")}</h2>
          {members.length === 0 ? (
            <p className="text-sm text-slate-600">{t("queues.members.empty")}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full border-collapse overflow-hidden rounded-lg bg-white text-sm">
                <caption className="sr-only">{t("queues.members.caption")}</caption>
                <thead className="bg-slate-100 text-left">
                  <tr>
                    <th className="p-2">{t("queues.members.name")}</th>
                    <th className="p-2">{t("queues.members.availability")}</th>
                    <th className="p-2">{t("queues.members.change")}</th>
                  </tr>
                </thead>
                <tbody>
                  {members.map((m) => (
                    <tr
                      key={m.id}
                      className="border-t border-slate-200 align-top"
                      data-testid={`member-${m.email}`}
                    >
                      <td className="p-2">
                        {m.name}
                        <br />
                        <span className="text-xs text-slate-600">{m.email}</span>
                      </td>
                      <td className="space-y-1 p-2">
                        {m.paused ? <p>{t("queues.members.paused")}</p> : null}
                        {m.absences.map((a) => (
                          <div key={a.id} className="flex flex-wrap items-center gap-2">
                            <span>
                              {a.startsOn <= today
                                ? t("queues.members.away", { from: a.startsOn, until: a.endsOn })
                                : t("queues.members.awayLater", { from: a.startsOn, until: a.endsOn })}
                            </span>
                            {manageAvailability ? (
                              <CancelAway
                                accountId={m.id}
                                absenceId={a.id}
                                label={t("queues.members.cancelAwayLabel", {
                                  name: m.name,
                                  from: a.startsOn,
                                  until: a.endsOn,
                                })}
                              />
                            ) : null}
                          </div>
                        ))}
                        {!m.paused && !m.absences.some((a) => a.startsOn <= today) ? (
                          <p>{t("queues.members.available")}</p>
                        ) : null}
                      </td>
                      <td className="space-y-2 p-2">
                        <RemoveMember queueId={queue.id} accountId={m.id} name={m.name} />
                        {manageAvailability ? <SetAway accountId={m.id} name={m.name} /> : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div className="rounded-lg border border-slate-200 bg-white p-4">
            <h3 className="mb-2 text-sm font-medium">{t("queues.members.add")}</h3>
            <AddMember queueId={queue.id} candidates={candidates} />
          </div>
        </div>
      </div>
    </section>
  );
}
