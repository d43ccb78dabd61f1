import type { Metadata } from "next";
import { translator } from "@/lib/i18n/server";
import { readerMessages } from "@/lib/actions/refusal";
import { connection } from "next/server";
import { QueueFilters } from "@/components/queue/queue-filters";
import { QueueKeys } from "@/components/queue/queue-keys";
import { QueueRows } from "@/components/queue/queue-rows";
import { QueueTabs } from "@/components/queue/queue-tabs";
import { UpstreamError } from "@/components/ui/upstream-error";
import { assignableReviewers } from "@/lib/assignments/queries";
import { can } from "@/lib/auth/permissions";
import { authorize } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { awaitingCount } from "@/lib/duplicates/queries";
import { monitoringCounts } from "@/lib/monitoring/queries";
import { env } from "@/lib/env";
import { defaultSort, parseView, viewQuery, ViewError, type QueueView } from "@/lib/queue/view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await translator())("queue.title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SubmissionsPage({ searchParams }: Props) {
  await connection(); // rendered per request: the queue is live data
  const actor = await authorize("submissions:read");
  const [t, say] = await Promise.all([translator(), readerMessages()]);
  let view: QueueView;
  try {
    view = parseView(await searchParams);
  } catch (error) {
    if (!(error instanceof ViewError)) throw error;
    return (
      <UpstreamError
        title={t("queue.invalidAddress")}
        message={say(error.said)}
        retryHref="/submissions"
        retryLabel={t("queue.openNeeds")}
      />
    );
  }
  const [account, reviewers, duplicates, monitoring] = await Promise.all([
    db().reviewer.findUnique({ where: { id: actor.id }, select: { name: true } }),
    can(actor.role, "assignments:manage") ? assignableReviewers() : undefined,
    awaitingCount(),
    can(actor.role, "monitoring:review") ? monitoringCounts() : undefined,
  ]);
  const me = { id: actor.id, name: account?.name ?? actor.email };
  return (
    <section aria-labelledby="submissions-heading" className="space-y-4">
      <a
        href="#queue-table"
        className="sr-only rounded bg-white px-2 py-1 focus:not-sr-only focus:absolute focus:z-20"
      >
        {t("queue.skipToTable")}
      </a>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 id="submissions-heading" className="text-xl font-semibold">
          {view.q ? t("queue.searchIn", { tab: t(`queue.tabs.${view.tab}`) }) : t(`queue.tabs.${view.tab}`)}
        </h1>
        <QueueKeys />
      </div>
      <QueueFilters view={view} />
      <QueueTabs view={view} duplicates={duplicates} monitoring={monitoring} />
      {/* Rows come from /api/submissions/rows (audited there) and are rendered in the browser;
          a new view starts afresh (skeleton); a new order does not. */}
      <QueueRows
        key={viewQuery(view, { sort: defaultSort(view.tab) })}
        view={view}
        me={me}
        due={env().review.due}
        reviewers={reviewers}
      />
    </section>
  );
}
