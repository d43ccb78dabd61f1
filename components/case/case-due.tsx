// When the case is due, in the case page's header: the deadline by its risk (lib/queue/deadline.ts),
// how long it has waited, and "⚠ Overdue by …" in words while it is still open and late.
import { OverdueMark } from "@/components/queue/due-cell";
import { UtcTime } from "@/components/ui/utc-time";
import { dueState, type DueCase, type DueRule } from "@/lib/queue/deadline";

export function CaseDue({ due, rule }: { due: DueCase; rule: DueRule }) {
  if (!due.open) return null;
  const s = dueState(due, rule);
  return (
    <span data-testid="case-due" className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-1">
      <span>Waiting for {s.age}</span>
      <span aria-hidden="true">·</span>
      <span>
        Due <UtcTime value={s.at} />
      </span>
      {s.late ? <OverdueMark by={s.lateBy} /> : <span>({s.words})</span>}
      <span className="text-slate-500">
        · {s.hours} h deadline{due.redFlag ? " for an AML red flag" : ""}
      </span>
    </span>
  );
}
