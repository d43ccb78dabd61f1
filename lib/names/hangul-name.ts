// A Korean applicant's name as written (Hangul) with its romanisation beside it, when the
// record holds the same person's name in both scripts: the name typed at step 1, the name read
// off the ID (OCR: full name, or family and given names) and the ID authenticity check's input.
// Scripts are told apart by Unicode script property, never by a list of names.
import type { SubmissionRecord } from "../../common/kyc-api/schemas";

const hangul = /\p{Script=Hangul}/u;
const latin = /\p{Script=Latin}/u;
const letter = /\p{L}/u;

type Script = "hangul" | "latin" | "mixed" | "none";

/** The script a name is written in: all its letters Hangul, all Latin, both, or no letters. */
export function scriptOf(name: string): Script {
  const h = hangul.test(name);
  const l = latin.test(name);
  if (h && l) return "mixed";
  if (h) return "hangul";
  if (l) return "latin";
  return letter.test(name) ? "mixed" : "none";
}

export interface NameForms {
  /** The name to show first: the Hangul form when there is one, else the first name given. */
  name: string;
  /** The Latin-script form of the same name, shown beside a Hangul one. */
  romanised?: string;
}

const tidy = (text: string) => text.trim().replace(/\s+/g, " ");

/** The first Hangul and first Latin form among a record's names, in the order given. */
export function nameForms(candidates: readonly (string | undefined | null)[]): NameForms | null {
  const names = candidates
    .filter((n): n is string => typeof n === "string")
    .map(tidy)
    .filter(Boolean);
  if (names.length === 0) return null;
  const written = names.find((n) => scriptOf(n) === "hangul");
  const romanised = names.find((n) => scriptOf(n) === "latin");
  if (written && romanised) return { name: written, romanised };
  return { name: names[0]! };
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** The record's names, the applicant's own first: step 1's name, the OCR forms, the check's input. */
export function recordNames(record: Pick<SubmissionRecord, "data" | "kyc">): (string | undefined)[] {
  const { data } = record;
  const family = text(data.ocr_lastName);
  const given = text(data.ocr_firstName);
  return [
    data.name,
    text(data.ocr_name),
    family && given ? `${family} ${given}` : undefined,
    ...(record.kyc.attempts ?? []).map((a) => text(a.verificationParams?.fullName)),
  ];
}

/** "홍길동 (HONG GILDONG)" as its parts, or null when the record has no name yet. */
export const shownName = (record: Pick<SubmissionRecord, "data" | "kyc">) => nameForms(recordNames(record));
