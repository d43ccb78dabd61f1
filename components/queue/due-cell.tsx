// The queue's Due cell: when an open case is due, with an "Overdue" mark in words (and an icon),
// so lateness never rests on colour alone. A closed case has no due time.
import { dueAt, dueWords, isOverdue, type DueCase, type DueRule } from "@/lib/queue/deadline";
import { formatUtc } from "@/lib/time";

export function DueCell({ due, rule, now }: { due: DueCase; rule: DueRule; now: number }) {
  if (!due.open) return <span className="text-slate-400">—</span>;
  const at = new Date(dueAt(due, rule));
  const late = isOverdue(due, rule, now);
  return (
    <span
      title={`Due ${formatUtc(at)} (${dueWords(due, rule, now)})`}
      className="inline-flex flex-wrap gap-1"
    >
      <span className="tabular-nums">{formatUtc(at, { zone: false }).slice(5)}</span>
      {late && <OverdueMark />}
    </span>
  );
}

export function OverdueMark() {
  return (
    <span className="rounded bg-rose-100 px-1 text-xs font-semibold text-rose-900">
      <span aria-hidden="true">⚠ </span>Overdue
    </span>
  );
}
