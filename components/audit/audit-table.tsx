// One page of audit events, newest first.
import type { AuditRow } from "@/lib/audit/search";
import { SubmissionLink } from "@/components/case/submission-link";
import { formatUtc } from "@/lib/time";
import { AuditEvidenceLinks } from "@/components/evidence/audit-evidence-links";

// Events of these kinds name a submission; the rest name an account or nothing.
const namesSubmission = (action: string) => !/^(auth|user|audit)\./.test(action);

const time = (d: Date) => formatUtc(d, { seconds: true });

function detail(row: AuditRow): string {
  if (!row.detail) return "";
  try {
    return Object.entries(JSON.parse(row.detail) as Record<string, unknown>)
      .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
      .join("; ");
  } catch {
    return row.detail;
  }
}

/** `names`: applicants' names by submission id, from the case index (none for deleted cases). */
export function AuditTable({ events, names = {} }: { events: AuditRow[]; names?: Record<string, string> }) {
  if (events.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">
        No events match these filters.
      </p>
    );
  }
  return (
    <table className="w-full border-collapse overflow-hidden rounded-lg bg-white text-sm">
      <caption className="sr-only">Audit events, newest first</caption>
      <thead className="bg-slate-100 text-left">
        <tr>
          <th className="p-2">#</th>
          <th className="p-2">Time</th>
          <th className="p-2">Actor</th>
          <th className="p-2">Action</th>
          <th className="p-2">Target</th>
          <th className="p-2">Outcome</th>
          <th className="p-2">Details</th>
          <th className="p-2">Client</th>
        </tr>
      </thead>
      <tbody>
        {events.map((e) => (
          <tr key={e.seq} className="border-t border-slate-200 align-top" data-testid={`audit-${e.seq}`}>
            <td className="p-2 font-mono text-xs text-slate-500">{e.seq}</td>
            <td className="whitespace-nowrap p-2 text-xs">{time(e.at)}</td>
            <td className="p-2">
              {e.actorEmail ?? <span className="text-slate-500">anonymous</span>}
              {e.actorRole ? (
                <span className="ml-1 rounded bg-slate-100 px-1 text-xs">{e.actorRole}</span>
              ) : null}
            </td>
            <td className="p-2 font-mono text-xs">{e.action}</td>
            <td className="p-2 font-mono text-xs">
              {e.targetId && namesSubmission(e.action) ? (
                <SubmissionLink id={e.targetId} name={names[e.targetId]} />
              ) : (
                (e.targetId ?? "—")
              )}
            </td>
            <td className="p-2">
              <span
                className={`rounded px-1.5 py-0.5 text-xs font-medium ${e.outcome === "success" ? "bg-emerald-100 text-emerald-900" : "bg-rose-100 text-rose-900"}`}
              >
                {e.outcome}
              </span>
              {e.reason ? <p className="mt-1 text-xs text-slate-600">{e.reason}</p> : null}
            </td>
            <td className="max-w-xs p-2 text-xs">
              {e.statedReason ? <p>“{e.statedReason}”</p> : null}
              <p className="break-words text-slate-600">{detail(e)}</p>
              <AuditEvidenceLinks action={e.action} detail={e.detail} />
            </td>
            <td className="p-2 text-xs text-slate-500">
              {e.ip ?? "—"}
              <br />
              <span className="font-mono">{e.requestId?.slice(0, 8) ?? ""}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
