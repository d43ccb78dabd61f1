// How the interface's duplicate rule compares names, for both programs: the service when it
// gives an applicant_id, the dashboard when it looks for possible duplicates of an open case.
// A name may come as "family given" or "given family", so the key is the sorted set of its
// parts, case-, accent- and punctuation-insensitive; names without spaces (Hangul) compare whole.

/** "HONG Gildong" and "gildong hong" give the same key. */
export function applicantNameKey(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter(Boolean)
    .sort()
    .join(" ");
}
