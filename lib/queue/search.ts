// The one search box: what kind of search it is (an e-mail or text), and how text is folded
// (case and accents) the same way for the case index's terms and the query (lib/queue/where.ts).
// Browser-safe.

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type SearchKind = "email" | "text";

/** A text search matching more cases than this is "broad": its tabs are not counted (search-candidates.ts). */
export const candidateCap = 2000;

export function searchKind(q: string): SearchKind {
  return emailPattern.test(q) ? "email" : "text";
}

const plain = /^[\x00-\x7f]*$/;

/** Lower case without accents: "Nguyễn" and "NGUYEN" fold to the same text. */
export function fold(text: string): string {
  // Most ids, userids and names are plain ASCII: they skip the costly normalisation.
  if (plain.test(text)) return text.toLowerCase();
  // Recomposed after the accents go, so Hangul stays as written (syllables, not jamo).
  return text.normalize("NFKD").replace(/\p{M}/gu, "").normalize("NFC").toLowerCase();
}
