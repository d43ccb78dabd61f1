// One page of audit events, newest first. From 1024 px a table; narrower, each event stacks as a
// card with its labels, so the page never scrolls sideways. Times stay in UTC and actions keep
// their recorded codes (beside the plain words), as the log and its CSV export hold them.
import type { AuditRow } from "@/lib/audit/search";
import type { DetailWords, DisplayNames } from "@/lib/audit/readable-detail";
import { readableDetail } from "@/lib/audit/readable-detail";
import { isRole } from "@/lib/auth/permissions";
import { catalogues } from "@/lib/i18n/messages";
import { translator } from "@/lib/i18n/server";
import { SubmissionLink } from "@/components/case/submission-link";
import { formatUtc } from "@/lib/time";
import { AuditEvidenceLinks } from "@/components/evidence/audit-evidence-links";
import { statedTextOf } from "@/lib/audit/erasable-text";
import { AuditDetail } from "./audit-detail";

const time = (d: Date) => formatUtc(d, { seconds: true });
/** A cell; while rows are stacked (below 1024 px) its column's name stands in front of it. */
function Cell({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <td
      className={`grid grid-cols-[5rem_minmax(0,1fr)] items-baseline gap-x-2 px-3 py-0.5 lg:table-cell lg:p-2 ${className}`}
    >
      <span className="font-sans text-xs font-medium text-slate-500 lg:hidden">{label}</span>
      <div>{children}</div>
    </td>
  );
}

/** What the person typed, read from outside the chain while it exists; "erased" once it is gone. */
function Stated({
  stated,
  words,
}: {
  stated: ReturnType<typeof statedTextOf>;
  words: Record<"erased" | "altered" | "notKept", string>;
}) {
  if (!stated) return null;
  if (stated.kind !== "text") return <p className="text-slate-500 italic">{words[stated.kind]}</p>;
  return <p className="break-words">“{stated.text}”</p>;
}

function Target({ e, names }: { e: AuditRow; names: DisplayNames }) {
  if (!e.targetId) return <>—</>;
  if (names.submissions.has(e.targetId))
    return <SubmissionLink id={e.targetId} name={names.applicants[e.targetId]} />;
  const reviewer = names.reviewers[e.targetId];
  return reviewer ? (
    <span className="font-medium" title={e.targetId}>
      {reviewer}
    </span>
  ) : (
    <span className="font-mono break-all">{e.targetId}</span>
  );
}

export async function AuditTable({ events, names }: { events: AuditRow[]; names: DisplayNames }) {
  const t = await translator();
  const words: DetailWords = {
    labels: Object.fromEntries(
      Object.keys(catalogues.en.audit.detail.label).map((k) => [k, t(`audit.detail.label.${k}` as never)]),
    ),
    detail: t("audit.detail.detail"),
    yes: t("audit.detail.yes"),
    no: t("audit.detail.no"),
    none: t("audit.detail.none"),
  };
  // An action no catalogue names (from a newer version) shows its code alone.
  const actionWords = (action: string) =>
    t.has(`audit.actions.${action}` as never) ? t(`audit.actions.${action}` as never) : null;
  const outcome = (o: string) => (o === "success" || o === "failure" ? t(`audit.outcomes.${o}`) : o);
  const role = (r: string) => (isRole(r) ? t(`shell.roles.${r}`) : r);
  return (
    <table className="block w-full border-collapse rounded-lg bg-white text-sm lg:table">
      <caption className="sr-only">{t("audit.table.caption")}</caption>
      <thead className="hidden bg-slate-100 text-left lg:table-header-group">
        <tr>
          <th className="p-2">#</th>
          <th className="p-2">{t("audit.table.time")}</th>
          <th className="p-2">{t("audit.table.actor")}</th>
          <th className="p-2">{t("audit.table.action")}</th>
          <th className="p-2">{t("audit.table.target")}</th>
          <th className="p-2">{t("audit.table.outcome")}</th>
          <th className="p-2">{t("audit.table.details")}</th>
          <th className="p-2">{t("audit.table.client")}</th>
        </tr>
      </thead>
      <tbody className="block lg:table-row-group">
        {events.map((e) => {
          const actor = e.actorId ? names.reviewers[e.actorId] : undefined;
          const said = actionWords(e.action);
          return (
            <tr
              key={e.seq}
              className="block border-t border-slate-200 py-2 align-top lg:table-row lg:py-0"
              data-testid={`audit-${e.seq}`}
            >
              <Cell label={t("audit.table.event")} className="font-mono text-xs text-slate-500">
                {e.seq}
              </Cell>
              <Cell label={t("audit.table.timeShort")} className="text-xs lg:whitespace-nowrap">
                {time(e.at)}
              </Cell>
              <Cell label={t("audit.table.actor")}>
                {actor ? <span className="font-medium">{actor}</span> : null}
                {e.actorEmail ? (
                  <span
                    className={actor ? "ml-1 break-all text-xs text-slate-600 lg:ml-0 lg:block" : "break-all"}
                  >
                    {e.actorEmail}
                  </span>
                ) : actor ? null : (
                  <span className="text-slate-500">{t("audit.table.anonymous")}</span>
                )}
                {e.actorRole ? (
                  <span className="ml-1 rounded bg-slate-100 px-1 text-xs">{role(e.actorRole)}</span>
                ) : null}
              </Cell>
              <Cell label={t("audit.table.action")}>
                {said ? <span className="lg:block">{said}</span> : null}
                <span className={`font-mono text-xs ${said ? "ml-1 text-slate-500 lg:ml-0 lg:block" : ""}`}>
                  {e.action}
                </span>
              </Cell>
              <Cell label={t("audit.table.target")} className="text-xs lg:max-w-56">
                <Target e={e} names={names} />
              </Cell>
              <Cell label={t("audit.table.outcome")}>
                <span
                  className={`rounded px-1.5 py-0.5 text-xs font-medium ${e.outcome === "success" ? "bg-emerald-100 text-emerald-900" : "bg-rose-100 text-rose-900"}`}
                >
                  {outcome(e.outcome)}
                </span>
                {e.reason ? <p className="mt-1 text-xs break-words text-slate-600">{e.reason}</p> : null}
              </Cell>
              <Cell label={t("audit.table.details")} className="text-xs lg:min-w-64">
                <Stated
                  stated={statedTextOf(e.statedReason, names.texts ?? new Map())}
                  words={{
                    erased: t("audit.table.erased"),
                    altered: t("audit.table.altered"),
                    notKept: t("audit.table.notKept"),
                  }}
                />
                <AuditDetail items={readableDetail(e.detail, names, words)} />
                <AuditEvidenceLinks action={e.action} detail={e.detail} />
              </Cell>
              <Cell label={t("audit.table.client")} className="text-xs text-slate-500">
                {e.ip ?? "—"} <span className="font-mono">{e.requestId?.slice(0, 8) ?? ""}</span>
              </Cell>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
