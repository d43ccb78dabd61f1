import type { Metadata } from "next";
import { connection } from "next/server";
import { CaseRoutingExplained } from "@/components/routing/case-routing";
import { PublishControls } from "@/components/routing/publish-controls";
import { RuleForm } from "@/components/routing/rule-form";
import { RuleList } from "@/components/routing/rule-list";
import { auditedRead } from "@/lib/actions/read";
import { translator } from "@/lib/i18n/server";
import { fetchRoutingPage } from "@/lib/routing/queries";
import { formatUtc } from "@/lib/time";
import { requestPreferences } from "@/lib/i18n/request-preferences";
import { isSubmissionId } from "@/lib/submissions/submission-id";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await translator())("routing.title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The routing rules: the draft, publishing it, and "Why is this case here?" (docs/queues.md). */
export default async function RoutingPage({ searchParams }: Props) {
  await connection();
  const raw = (await searchParams).case;
  const typed = typeof raw === "string" ? raw.trim() : "";
  const caseId = typed && isSubmissionId(typed) ? typed : null;
  // A case's facts are shown when one is asked for: that read is audited as a view of it.
  const read = await auditedRead("queues:manage", { action: "routing.explain", target: caseId ?? undefined });
  const [page, t, local] = await Promise.all([fetchRoutingPage(caseId), translator(), requestPreferences()]);
  if (caseId) await (page.explained ? read.succeeded() : read.failed("not in the case index"));
  const queueName = (id: string | null) =>
    id === null
      ? t("routing.defaultQueue")
      : (page.queues.find((q) => q.id === id)?.name ?? t("routing.list.goneQueue"));
  const open = page.queues.filter((q) => !q.archived);
  return (
    <section aria-labelledby="routing-heading" className="space-y-6">
      <div>
        <h1 id="routing-heading" className="text-xl font-semibold">
          {t("routing.title")}
        </h1>
        <p className="max-w-3xl text-sm text-slate-600">{t("routing.intro")}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="space-y-4">
          <div
            id="routing-status"
            tabIndex={-1}
            className="rounded-lg border border-slate-200 bg-white p-4 text-sm outline-none"
            data-testid="routing-status"
          >
            <p>
              {page.latest
                ? t("routing.published", {
                    version: page.latest.version,
                    rules: page.latest.rules,
                    at: formatUtc(page.latest.publishedAt, { local }),
                    by: page.latest.by ?? "—",
                  })
                : t("routing.nothingPublished")}
            </p>
            <p>
              {page.hasDraft
                ? t("routing.draftBasedOn", {
                    version: page.draft.baseVersion,
                    rules: page.draft.rules.length,
                  })
                : t("routing.noDraft")}
            </p>
            <p className="text-slate-600">
              {t("routing.fallback", { queue: queueName(page.defaultQueueId) })}
            </p>
            {page.hasDraft ? (
              <div className="mt-3">
                <PublishControls />
              </div>
            ) : null}
          </div>
          <h2 className="font-medium">
            {page.hasDraft ? t("routing.draftHeading") : t("routing.rulesHeading")}
          </h2>
          <RuleList rules={page.draft.rules} queues={page.queues} shadowed={page.shadowed} />
          <div className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 className="mb-2 font-medium">{t("routing.form.addHeading")}</h2>
            {open.length === 0 ? (
              <p className="text-sm text-slate-600">{t("routing.form.noQueues")}</p>
            ) : (
              <RuleForm queues={open} />
            )}
          </div>
        </div>
        <div className="space-y-3">
          <h2 className="font-medium">{t("routing.why.heading")}</h2>
          <form method="get" action="/admin/routing" role="search" className="flex flex-wrap items-end gap-2">
            <label className="block text-sm">
              <span className="font-medium">{t("routing.why.caseId")}</span>
              <input
                name="case"
                defaultValue={typed}
                className="mt-1 block w-72 rounded border border-slate-300 bg-white px-2 py-1 text-sm"
              />
            </label>
            <button type="submit" className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm">
              {t("routing.why.explain")}
            </button>
          </form>
          {typed && !caseId ? (
            <p role="alert" className="text-sm text-rose-800">
              {t("routing.why.badId")}
            </p>
          ) : null}
          {caseId && !page.explained ? (
            <p role="alert" className="text-sm text-rose-800">
              {t("routing.why.notIndexed")}
            </p>
          ) : null}
          {page.explained ? (
            <CaseRoutingExplained
              explained={page.explained}
              queueNames={Object.fromEntries(page.queues.map((q) => [q.id, q.name]))}
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}
