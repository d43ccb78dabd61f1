// When the case is due, in the case page's header: the deadline by its risk (lib/queue/deadline.ts),
// how long it has waited, and an "Overdue" mark in words while it is still open and late.
import { OverdueMark } from "@/components/queue/due-cell";
import { UtcTime } from "@/components/ui/utc-time";
import { dueState, type DueCase, type DueRule } from "@/lib/queue/deadline";

export function CaseDue({ due, rule }: { due: DueCase; rule: DueRule }) {
  if (!due.open) return null;
  const s = dueState(due, rule);
  return (
    <span data-testid="case-due" className="inline-flex flex-wrap items-center gap-1">
      waiting for {s.age} · due <UtcTime value={s.at} />
      <span className="text-slate-500">
        ({s.words}; {s.hours} h{due.redFlag ? " for an AML red flag" : ""})
      </span>
      {s.late && <OverdueMark />}
    </span>
  );
}
