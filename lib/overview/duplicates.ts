// The overview's duplicate figures: groups found (cases with possible duplicates), how many
// await a resolution or a manager, and the resolved ones by outcome. Read from the dashboard's
// DuplicateGroup table, so it counts only groups the dashboard has found (docs/duplicates.md).
import "server-only";
import { db } from "../db";

export interface DuplicateFigures {
  found: number;
  awaiting: number;
  escalated: number;
  resolved: number;
  byOutcome: Record<string, number>;
}

export async function fetchDuplicateFigures(): Promise<DuplicateFigures> {
  const rows = await db().duplicateGroup.groupBy({
    by: ["status", "outcome"],
    where: { status: { not: "clear" } },
    _count: { _all: true },
  });
  const sum = (status?: string) =>
    rows.filter((r) => !status || r.status === status).reduce((n, r) => n + r._count._all, 0);
  const byOutcome: Record<string, number> = {};
  for (const row of rows.filter((r) => r.status === "resolved"))
    byOutcome[row.outcome ?? "unknown"] = (byOutcome[row.outcome ?? "unknown"] ?? 0) + row._count._all;
  return {
    found: sum(),
    awaiting: sum("open"),
    escalated: sum("escalated"),
    resolved: sum("resolved"),
    byOutcome,
  };
}
