// What the audit log says when no event matches: which filters were in force, and how the action
// and target fields match, so "decision" or part of an id is not a silent dead end.
import Link from "next/link";
import { actionGroups, knownActions } from "@/lib/audit/action-groups";
import type { AuditFilter } from "@/lib/audit/filters";

export function AuditEmpty({ filter }: { filter: AuditFilter }) {
  const action = filter.action;
  const unknownAction = action && !knownActions.some((a) => a.startsWith(action));
  return (
    <div
      className="space-y-2 rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600"
      data-testid="audit-empty"
    >
      <p>No events match these filters.</p>
      {unknownAction ? (
        <p>
          No action name starts with <code>{action}</code>. Actions are named like{" "}
          <code>decision.record</code> or <code>deletion.approve</code>; the Action group finds every action
          of a kind ({actionGroups.map((g) => g.label).join(", ")}).
        </p>
      ) : null}
      {filter.target ? (
        <p>
          The target matches ids that start with <code className="break-all">{filter.target}</code>, not names
          or e-mail addresses; for a person&apos;s data use the lookup by e-mail above.
        </p>
      ) : null}
      <p>
        <Link href="/audit" className="underline">
          Show all events
        </Link>
      </p>
    </div>
  );
}
