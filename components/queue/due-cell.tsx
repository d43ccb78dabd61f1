// The queue's Due cell, on one line (rows have a fixed height): how long until the case is due,
// or "⚠ Overdue by …" in words, so lateness never rests on colour alone; the moment it is due
// is in the tooltip and on the case page. A closed case has no due time.
import { dueAt, dueWords, isOverdue, type DueCase, type DueRule } from "@/lib/queue/deadline";
import { formatUtc } from "@/lib/time";

export function DueCell({ due, rule, now }: { due: DueCase; rule: DueRule; now: number }) {
  if (!due.open) return <span className="text-slate-400">—</span>;
  const words = dueWords(due, rule, now);
  return (
    <span title={`Due ${formatUtc(new Date(dueAt(due, rule)))}`}>
      {isOverdue(due, rule, now) ? <OverdueMark>{words}</OverdueMark> : words}
    </span>
  );
}

/** "⚠ Overdue", or the words given ("overdue by 3 h"), marked in words and colour. */
export function OverdueMark({ children = "Overdue" }: { children?: string }) {
  return (
    <span className="rounded bg-rose-100 px-1 text-xs font-semibold text-rose-900">
      <span aria-hidden="true">⚠ </span>
      {children.charAt(0).toUpperCase() + children.slice(1)}
    </span>
  );
}
