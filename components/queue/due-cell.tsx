// The queue's Due cell, on one line (rows have a fixed height): how long until the case is due,
// or "⚠ Overdue by …" in words, so lateness never rests on colour alone (below 1024 px just
// "⚠ Overdue", so the e-mail keeps its room); the moment it is due is in the tooltip and on the
// case page. A closed case has no due time.
import { dueAt, dueWords, formatSpan, isOverdue, type DueCase, type DueRule } from "@/lib/queue/deadline";
import { formatUtc } from "@/lib/time";

export function DueCell({ due, rule, now }: { due: DueCase; rule: DueRule; now: number }) {
  if (!due.open) return <span className="text-slate-400">—</span>;
  const at = dueAt(due, rule);
  return (
    <span title={`Due ${formatUtc(new Date(at))} (${dueWords(due, rule, now)})`}>
      {isOverdue(due, rule, now) ? (
        <OverdueMark by={formatSpan(now - at)} compact />
      ) : (
        dueWords(due, rule, now)
      )}
    </span>
  );
}

/** "⚠ Overdue by 3 h", marked in words and colour; `compact`: the lateness only from 1024 px. */
export function OverdueMark({ by, compact = false }: { by: string; compact?: boolean }) {
  return (
    <span className="rounded bg-rose-100 px-1 text-xs font-semibold text-rose-900">
      <span aria-hidden="true">⚠ </span>
      Overdue<span className={compact ? "hidden lg:inline" : undefined}> by {by}</span>
    </span>
  );
}
