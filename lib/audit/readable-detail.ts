// An audit event's detail (JSON) as labelled values a manager can read: reviewers by name
// instead of their internal ids, submission ids with the applicant's name beside them (both
// joined at display time, never written into the log), long internal ids and hashes shortened.
// Pure: the names and words come in, so it is tested without a database.
import { catalogues } from "../i18n/messages";

export type DetailPart =
  | { kind: "text"; text: string }
  | { kind: "reviewer"; id: string; name: string }
  | { kind: "submission"; id: string; name?: string }
  /** An internal record id or a hash: shortened, the whole value kept for a tooltip. */
  | { kind: "code"; text: string; full: string };

export interface DetailItem {
  label: string;
  parts: DetailPart[];
}

export interface DisplayNames {
  /** Reviewers' names by account id. */
  reviewers: Record<string, string>;
  /** Applicants' names by submission id, from the case index; submission ids it knows. */
  applicants: Record<string, string>;
  /** Submission ids among the values (known to the index or named by the key). */
  submissions: ReadonlySet<string>;
  /** The texts behind the events' stated-reason references, by AuditText id; absent once erased. */
  texts?: ReadonlyMap<string, string>;
}

/** The words a detail is read with: the reader's (audit.detail in the catalogues). */
export interface DetailWords {
  labels: Record<string, string>;
  detail: string;
  yes: string;
  no: string;
  none: string;
}

const english = catalogues.en.audit.detail;
export const englishDetailWords: DetailWords = { ...english, labels: english.label };

/**
 * A known key's label in the reader's words; any other key spelt out in English, as the log
 * records it: "submissionCreatedAt" / "reason_code" → "Submission created at" / "Reason code".
 */
export function labelOf(key: string, words: DetailWords = englishDetailWords): string {
  if (Object.hasOwn(words.labels, key)) return words.labels[key]!;
  const spelt = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_.]+/g, " ")
    .trim()
    .toLowerCase();
  return spelt.charAt(0).toUpperCase() + spelt.slice(1);
}

const longCode = /^[A-Za-z0-9_-]{20,}$/;

function partsOf(value: unknown, names: DisplayNames, words: DetailWords): DetailPart[] {
  if (value === null || value === undefined || value === "") return [{ kind: "text", text: "—" }];
  if (typeof value === "boolean") return [{ kind: "text", text: value ? words.yes : words.no }];
  if (typeof value === "number") return [{ kind: "text", text: String(value) }];
  if (typeof value === "string") {
    const reviewer = names.reviewers[value];
    if (reviewer) return [{ kind: "reviewer", id: value, name: reviewer }];
    if (names.submissions.has(value))
      return [{ kind: "submission", id: value, name: names.applicants[value] }];
    if (longCode.test(value)) return [{ kind: "code", text: `${value.slice(0, 8)}…`, full: value }];
    return [{ kind: "text", text: value.replace(/_/g, " ") }];
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return [{ kind: "text", text: words.none }];
    return value.flatMap((v, i) => [
      ...(i ? [{ kind: "text", text: ", " } as const] : []),
      ...partsOf(v, names, words),
    ]);
  }
  // A nested object: its entries inline, "key: value; key: value".
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v], i) => [
    { kind: "text", text: `${i ? "; " : ""}${labelOf(k, words).toLowerCase()}: ` } as const,
    ...partsOf(v, names, words),
  ]);
}

/** The detail's entries in order; a detail that is not a JSON object is one "Detail" item. */
export function readableDetail(
  detail: string | null,
  names: DisplayNames,
  words: DetailWords = englishDetailWords,
): DetailItem[] {
  if (!detail) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return [{ label: words.detail, parts: [{ kind: "text", text: detail }] }];
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed))
    return [{ label: words.detail, parts: partsOf(parsed, names, words) }];
  return Object.entries(parsed as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .map(([key, value]) => ({ label: labelOf(key, words), parts: partsOf(value, names, words) }));
}

/** Every string in a detail, nested ones included: the ids to look names up for. */
export function detailStrings(detail: string | null): string[] {
  if (!detail) return [];
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === "string") out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  try {
    walk(JSON.parse(detail));
  } catch {
    // not JSON: nothing to name
  }
  return out;
}
