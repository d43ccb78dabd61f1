// A listed entry's fingerprint: a short hash of what identifies the listed person (names and
// aliases, dates of birth, nationalities, gender, programmes; not the remarks). The import
// compares fingerprints with the previous version to know which entries changed, a match
// carries it (`list_entry_version`), and a reviewer's false-positive verdict names it, so a
// change to the listed person reopens the verdict (docs/aml.md, "Ongoing monitoring").
import { createHash } from "node:crypto";
import type { BirthRange } from "./dates-of-birth";

export interface FingerprintedEntry {
  primaryName: string;
  aliases: readonly string[];
  datesOfBirth: readonly BirthRange[];
  nationalities: readonly string[];
  gender?: string | null;
  programmes: readonly string[];
}

const sorted = (values: readonly string[]) => [...values].sort();

export function entryFingerprint(entry: FingerprintedEntry): string {
  const canonical = JSON.stringify([
    entry.primaryName,
    sorted(entry.aliases),
    sorted(entry.datesOfBirth.map((d) => `${d.from}..${d.to}`)),
    sorted(entry.nationalities),
    entry.gender ?? "",
    sorted(entry.programmes),
  ]);
  return createHash("sha256").update(canonical).digest("hex").slice(0, 16);
}

/** A stored AmlEntry row (lists as JSON text) with its names. */
export function storedEntryFingerprint(row: {
  primaryName: string;
  datesOfBirth: string;
  nationalities: string;
  gender: string | null;
  programmes: string;
  names: { kind: string; name: string }[];
}): string {
  return entryFingerprint({
    primaryName: row.primaryName,
    aliases: row.names.filter((n) => n.kind === "alias").map((n) => n.name),
    datesOfBirth: JSON.parse(row.datesOfBirth) as BirthRange[],
    nationalities: JSON.parse(row.nationalities) as string[],
    gender: row.gender,
    programmes: JSON.parse(row.programmes) as string[],
  });
}
