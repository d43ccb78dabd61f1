// Before and after of a case's AML result, field by field, from the live record (the
// embedded service's aml.previous and aml.matches): each listed entry paired across the two,
// what kind of change it is, and the fields that differ. Pure, so the page and tests share it.
import type { AmlMatch, AmlOutcome } from "../../common/kyc-api/schemas";

export type ChangeKind =
  "new match" | "match gone" | "risk raised" | "risk lowered" | "listed entry changed" | "unchanged";

export const diffFields = [
  ["listed_name", "Listed name"],
  ["matched_name", "Matched name or alias"],
  ["matched_name_kind", "Matched as"],
  ["listed_dates_of_birth", "Listed dates of birth"],
  ["listed_nationalities", "Listed nationalities"],
  ["programmes", "Programmes"],
  ["list_version", "List version"],
  ["risk_level", "Risk of the match"],
  ["score", "Score"],
] as const;

export interface FieldChange {
  label: string;
  before: string;
  after: string;
  changed: boolean;
}

export interface EntryChange {
  key: string;
  kind: ChangeKind;
  fields: FieldChange[];
}

const RANK: Record<string, number> = { Low: 1, Medium: 2, High: 3 };
const keyOf = (m: AmlMatch) => `${String(m.list ?? "")} ${String(m.list_entry_id ?? m.resource_id)}`;
const text = (v: unknown): string =>
  v === undefined || v === null ? "—" : Array.isArray(v) ? v.map(String).join(", ") || "—" : String(v);

function kindOf(
  before: AmlMatch | undefined,
  after: AmlMatch | undefined,
  fields: FieldChange[],
): ChangeKind {
  if (!before) return "new match";
  if (!after) return "match gone";
  const [was, now] = [RANK[String(before.risk_level)] ?? 0, RANK[String(after.risk_level)] ?? 0];
  if (now > was) return "risk raised";
  if (now < was) return "risk lowered";
  const listed = before.list_entry_version !== after.list_entry_version;
  return listed || fields.some((f) => f.changed && f.label !== "List version")
    ? "listed entry changed"
    : "unchanged";
}

export function amlDiff(aml: AmlOutcome | undefined): { available: boolean; entries: EntryChange[] } {
  if (!aml?.previous) return { available: false, entries: [] };
  const before = new Map((aml.previous.matches ?? []).map((m) => [keyOf(m), m]));
  const after = new Map((aml.matches ?? []).map((m) => [keyOf(m), m]));
  const keys = [...new Set([...after.keys(), ...before.keys()])];
  const entries = keys.map((key) => {
    const [b, a] = [before.get(key), after.get(key)];
    const fields = diffFields.map(([field, label]) => {
      const [was, now] = [b ? text(b[field]) : "—", a ? text(a[field]) : "—"];
      return { label, before: was, after: now, changed: was !== now };
    });
    return { key, kind: kindOf(b, a, fields), fields };
  });
  return { available: true, entries };
}
