// Sorting the rows already loaded (the interface lists newest first and cannot sort), by the
// column in the URL. Needs decision's default puts AML red flags first, then the oldest.
import { dueAt, type DueRule } from "./deadline";
import { dueCaseOf, type SubmissionRow } from "./rows";
import { defaultSort, type Sort, type Tab } from "./view";

const text = (v: string | null) => v ?? "";

type Compare = (a: SubmissionRow, b: SubmissionRow) => number;

/** A case no longer open has no due time: it sorts after every open one. */
const dueOf = (row: SubmissionRow, rule: DueRule) => {
  const c = dueCaseOf(row);
  return c.open ? dueAt(c, rule) : Number.MAX_SAFE_INTEGER;
};

const compare = (rule: DueRule): Record<Sort["column"], Compare> => ({
  created: (a, b) => a.createdAt.localeCompare(b.createdAt),
  name: (a, b) => text(a.name).localeCompare(text(b.name)),
  status: (a, b) => a.status.localeCompare(b.status),
  holder: (a, b) => text(a.holder).localeCompare(text(b.holder)),
  email: (a, b) => text(a.email).localeCompare(text(b.email)),
  decided: (a, b) => text(a.decidedAt).localeCompare(text(b.decidedAt)),
  due: (a, b) => dueOf(a, rule) - dueOf(b, rule),
});

const redFlagFirst = (a: SubmissionRow, b: SubmissionRow) =>
  Number(b.amlStatus === "Red Flag") - Number(a.amlStatus === "Red Flag");

export function sortRows(
  rows: readonly SubmissionRow[],
  sort: Sort,
  tab: Tab,
  rule: DueRule,
): SubmissionRow[] {
  const base = compare(rule)[sort.column];
  const ordered = (a: SubmissionRow, b: SubmissionRow) => (sort.desc ? -base(a, b) : base(a, b));
  const byDefault =
    tab === "needs" && sort.column === defaultSort(tab).column && sort.desc === defaultSort(tab).desc;
  return [...rows].sort(byDefault ? (a, b) => redFlagFirst(a, b) || ordered(a, b) : ordered);
}
