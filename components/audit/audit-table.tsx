// One page of audit events, newest first. From 1024 px a table; narrower, each event stacks as a
// card with its labels, so the page never scrolls sideways.
import type { AuditRow } from "@/lib/audit/search";
import type { DisplayNames } from "@/lib/audit/readable-detail";
import { readableDetail } from "@/lib/audit/readable-detail";
import { groupOfAction } from "@/lib/audit/action-groups";
import { SubmissionLink } from "@/components/case/submission-link";
import { formatUtc } from "@/lib/time";
import { AuditEvidenceLinks } from "@/components/evidence/audit-evidence-links";
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

export function AuditTable({ events, names }: { events: AuditRow[]; names: DisplayNames }) {
  return (
    <table className="block w-full border-collapse rounded-lg bg-white text-sm lg:table">
      <caption className="sr-only">Audit events, newest first</caption>
      <thead className="hidden bg-slate-100 text-left lg:table-header-group">
        <tr>
          <th className="p-2">#</th>
          <th className="p-2">Time (UTC)</th>
          <th className="p-2">Actor</th>
          <th className="p-2">Action</th>
          <th className="p-2">Target</th>
          <th className="p-2">Outcome</th>
          <th className="p-2">Details</th>
          <th className="p-2">Client</th>
        </tr>
      </thead>
      <tbody className="block lg:table-row-group">
        {events.map((e) => {
          const actor = e.actorId ? names.reviewers[e.actorId] : undefined;
          return (
            <tr
              key={e.seq}
              className="block border-t border-slate-200 py-2 align-top lg:table-row lg:py-0"
              data-testid={`audit-${e.seq}`}
            >
              <Cell label="Event" className="font-mono text-xs text-slate-500">
                {e.seq}
              </Cell>
              <Cell label="Time" className="text-xs lg:whitespace-nowrap">
                {time(e.at)}
              </Cell>
              <Cell label="Actor">
                {actor ? <span className="font-medium">{actor}</span> : null}
                {e.actorEmail ? (
                  <span
                    className={actor ? "ml-1 break-all text-xs text-slate-600 lg:ml-0 lg:block" : "break-all"}
                  >
                    {e.actorEmail}
                  </span>
                ) : actor ? null : (
                  <span className="text-slate-500">anonymous</span>
                )}
                {e.actorRole ? (
                  <span className="ml-1 rounded bg-slate-100 px-1 text-xs">{e.actorRole}</span>
                ) : null}
              </Cell>
              <Cell label="Action">
                <span className="font-mono text-xs">{e.action}</span>
                {groupOfAction(e.action) ? (
                  <span className="ml-1 text-xs text-slate-500 lg:ml-0 lg:block">
                    {groupOfAction(e.action)!.label}
                  </span>
                ) : null}
              </Cell>
              <Cell label="Target" className="text-xs lg:max-w-56">
                <Target e={e} names={names} />
              </Cell>
              <Cell label="Outcome">
                <span
                  className={`rounded px-1.5 py-0.5 text-xs font-medium ${e.outcome === "success" ? "bg-emerald-100 text-emerald-900" : "bg-rose-100 text-rose-900"}`}
                >
                  {e.outcome}
                </span>
                {e.reason ? <p className="mt-1 text-xs break-words text-slate-600">{e.reason}</p> : null}
              </Cell>
              <Cell label="Details" className="text-xs lg:min-w-64">
                {e.statedReason ? <p>“{e.statedReason}”</p> : null}
                <AuditDetail items={readableDetail(e.detail, names)} />
                <AuditEvidenceLinks action={e.action} detail={e.detail} />
              </Cell>
              <Cell label="Client" className="text-xs text-slate-500">
                {e.ip ?? "—"} <span className="font-mono">{e.requestId?.slice(0, 8) ?? ""}</span>
              </Cell>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
