// How place names are compared: case, accents and punctuation do not matter ("Zürich",
// "zurich", "ZURICH" are one key), Hangul is kept as written.
export function nameKey(text: string): string {
  return (
    text
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      // NFD splits Hangul syllables into jamo; recompose them so keys match typed text.
      .normalize("NFC")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim()
  );
}

/** Korean administrative suffixes: "Goyang-si" and "Goyang", "서울특별시" and "서울" name one city. */
const romanisedSuffix = / (si|gun|gu)$/;
const hangulSuffix = /(특별자치시|특별자치도|특별시|광역시|시|군)$/;

export function stemKey(key: string): string | undefined {
  const roman = key.replace(romanisedSuffix, "");
  if (roman !== key && roman.length >= 2) return roman;
  const hangul = key.replace(hangulSuffix, "");
  if (hangul !== key && hangul.length >= 1) return hangul;
  return undefined;
}
