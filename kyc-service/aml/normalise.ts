// Names to comparable tokens: any script to ASCII (any-ascii), lower case, punctuation
// and apostrophes dropped, hyphens and commas as separators. Token order is not kept
// meaningful here: scoring aligns tokens as a set, so "FAMILY, Given" and "Given Family"
// compare equal.
import anyAscii from "any-ascii";

export function nameTokens(name: string): string[] {
  const ascii = anyAscii(name.normalize("NFKC")).toLowerCase();
  return ascii
    .replace(/['’‘`´]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
}

export const HANGUL = /[\uAC00-\uD7A3]/;

export function hasHangul(name: string): boolean {
  return HANGUL.test(name);
}
