// A submission record as the case index keeps it: the fields views, search, counts and the
// duplicate rule read, and the words the search box finds it by. Pure: the sync, the bench and
// the tests share it. Identity and document numbers, addresses and images are left out.
import { applicantNameKey } from "../../common/applicant-name";
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { personKey } from "../duplicates/rule";
import { fold } from "../queue/search";

export interface IndexRow {
  submissionId: string;
  createdAt: string;
  email: string | null;
  emailFolded: string | null;
  name: string | null;
  nameKey: string | null;
  birthDate: string | null;
  nationality: string | null;
  gender: string | null;
  userid: string | null;
  idType: string | null;
  status: string;
  amlStatus: string | null;
  riskLevel: string | null;
  redFlag: boolean;
  attempts: number | null;
  applicantId: string | null;
  personKey: string | null;
  /** When the AML result last changed upstream (an addition of the embedded service). */
  amlChangedAt: Date | null;
}

/** Words of a text as the search compares them; Hangul and other unspaced scripts stay whole. */
export function searchWords(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function toIndexRow(record: SubmissionRecord): IndexRow {
  const { data } = record;
  const email = record.email ?? null;
  return {
    submissionId: record.submission_id,
    createdAt: record.created_at,
    email,
    emailFolded: email ? fold(email) : null,
    name: data.name ?? null,
    nameKey: data.name ? applicantNameKey(data.name) || null : null,
    birthDate: data.date_of_birth ?? null,
    nationality: data.nationality ?? null,
    gender: data.gender ?? null,
    userid: record.userid ?? null,
    idType: data.idType ?? null,
    status: record.kyc.result,
    amlStatus: record.aml?.currentstatus ?? null,
    riskLevel: record.aml?.risk_level_summary ?? null,
    redFlag: record.aml?.currentstatus === "Red Flag",
    attempts: record.kyc.attempts?.length ?? null,
    applicantId: record.applicant_id ?? null,
    personKey: personKey(data),
    amlChangedAt: changedAt(record.aml?.changed_at),
  };
}

/**
 * The index fields a record leaves unsaid: absent, not empty. A list item and a record read
 * whole carry different parts (attempts and the AML status in one, the AML change time in the
 * other), so each field is taken only from a record that carries it.
 */
export function unsaidFields(record: SubmissionRecord): (keyof IndexRow)[] {
  const aml = record.aml;
  const unsaid: (keyof IndexRow)[] = [];
  if (aml?.currentstatus === undefined) unsaid.push("amlStatus", "redFlag");
  if (aml?.risk_level_summary === undefined) unsaid.push("riskLevel");
  if (aml?.changed_at === undefined) unsaid.push("amlChangedAt");
  if (record.kyc.attempts === undefined) unsaid.push("attempts");
  return unsaid;
}

/** A time the vendor does not send and a malformed one both count as unknown. */
function changedAt(text: string | undefined): Date | null {
  const time = text ? new Date(text) : null;
  return time && !Number.isNaN(time.getTime()) ? time : null;
}

/** What the search box finds a row by: name words, id parts, user id, e-mail (folded). */
export function searchTerms(row: IndexRow): string[] {
  const terms = new Set<string>();
  // The words of the name and the dash-separated parts of the id, not the whole name or id: a
  // query the whole starts is found by its words or parts (lib/queue/where.ts searchWhere), and
  // two terms fewer a case is a fifth less to write in the first build of a million.
  if (row.name) for (const word of searchWords(row.name)) terms.add(word);
  for (const part of fold(row.submissionId).split("-")) if (part) terms.add(part);
  if (row.userid) terms.add(fold(row.userid));
  if (row.emailFolded) terms.add(row.emailFolded);
  // An index entry has a size limit on some databases; a term that long finds nothing useful.
  return [...terms].filter((t) => t.length > 0 && t.length <= 200);
}

/** True when the fields the index keeps differ (the search terms follow from them). */
export function rowChanged(before: IndexRow, after: IndexRow): boolean {
  return (Object.keys(after) as (keyof IndexRow)[]).some((key) => {
    const [a, b] = [before[key], after[key]];
    return a instanceof Date && b instanceof Date ? a.getTime() !== b.getTime() : a !== b;
  });
}

/** The end of a prefix range: "hong" -> "honh", so `term >= "hong" AND term < "honh"` uses the index. */
export function prefixEnd(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1)!;
  const head = prefix.slice(0, prefix.length - (last > 0xffff ? 2 : 1));
  return head + String.fromCodePoint(last + 1);
}
