// The one search box. A whole e-mail goes to the interface's email filter (the only upstream
// filter that fits); anything else is matched by the dashboard while it pages upstream:
// a whole or partial submission id, a userid, or a name in any order, case and accents.
// Browser-safe: the queue page and the scan share it.

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type SearchKind = "email" | "text";

export function searchKind(q: string): SearchKind {
  return emailPattern.test(q) ? "email" : "text";
}

/**
 * E-mails to ask upstream for, in order: as typed, then lower-cased. Upstream compares
 * exactly, and most addresses are stored lower-case while people type them as written.
 */
export function emailAttempts(q: string): string[] {
  const lower = q.toLowerCase();
  return lower === q ? [q] : [q, lower];
}

const plain = /^[\x00-\x7f]*$/;

/** Lower case without accents: "Nguyễn" and "NGUYEN" fold to the same text. */
export function fold(text: string): string {
  // Most ids, userids and names are plain ASCII: they skip the costly normalisation.
  if (plain.test(text)) return text.toLowerCase();
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

const words = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

export interface Searchable {
  id: string;
  userid: string | null;
  email: string | null;
  name: string | null;
}

/** A prepared text search: folds the query once, then tests many records quickly. */
export function textMatcher(q: string): (record: Searchable) => boolean {
  const folded = fold(q.trim());
  const queryWords = words(q);
  return (record) => {
    if (fold(record.id).includes(folded)) return true;
    if (record.userid && fold(record.userid).includes(folded)) return true;
    if (record.email && fold(record.email) === folded) return true;
    if (!record.name || queryWords.length === 0) return false;
    // Every word typed starts some word of the name, in any order: "gildong hong" and
    // "hong gil" both find HONG GILDONG.
    const nameWords = words(record.name);
    return queryWords.every((w) => nameWords.some((n) => n.startsWith(w)));
  };
}
