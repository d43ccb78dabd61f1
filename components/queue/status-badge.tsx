import { amlLabel } from "@/lib/submissions/words";

const statusStyles: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-emerald-100 text-emerald-900",
  rejected: "bg-rose-100 text-rose-900",
  incomplete: "bg-slate-200 text-slate-800",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs font-medium ${statusStyles[status] ?? statusStyles.incomplete}`}
    >
      {status}
    </span>
  );
}

/** A possible-duplicate group awaiting a resolution: approval waits for it (docs/duplicates.md). */
export function DuplicateBadge({ state }: { state: "open" | "escalated" | null }) {
  if (!state) return null;
  const [label, title, style] =
    state === "escalated"
      ? [
          "duplicate: fraud suspected",
          "Suspected fraud: a manager settles the duplicate before any decision",
          "bg-rose-100 text-rose-900",
        ]
      : [
          "possible duplicate",
          "Possible duplicates await a resolution before the case can be approved",
          "bg-violet-100 text-violet-900",
        ];
  return (
    <span title={title} className={`rounded px-2 py-0.5 text-xs font-medium ${style}`}>
      {label}
    </span>
  );
}

/** AML status with its risk level; an absent status means the upstream did not say. */
export function AmlBadge({ status, risk }: { status: string | null; risk: string | null }) {
  if (!status) return <span className="text-slate-400">—</span>;
  if (status === "Not Screened") return <span className="text-xs text-slate-600">{amlLabel(status)}</span>;
  const flagged = status === "Red Flag";
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs font-medium ${flagged ? "bg-rose-100 text-rose-900" : "bg-slate-100 text-slate-700"}`}
    >
      {amlLabel(status)}
      {risk && risk !== "Not Screened" ? ` · ${risk}` : ""}
    </span>
  );
}
