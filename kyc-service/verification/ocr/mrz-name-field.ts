// The names of an MRZ: primary identifier (surname), '<<', secondary identifier (given
// names), words joined by single '<', then filler to the end (ICAO 9303 part 3). A second
// '<<' therefore ends the names: what follows is filler, even where OCR read a '<' as the
// K, L, C or S it resembles. Anything else there means the line did not read true, and no
// name is better than a wrong one.
export type MrzNames = { lastName: string; firstName: string };

const FILLER_MISREAD = /^[<KLCS]*$/;

export function namesFromField(field: string): MrzNames | null {
  const separator = field.indexOf("<<");
  if (separator <= 0) return null;
  const surname = field.slice(0, separator);
  const afterSeparator = field.slice(separator + 2);
  const end = afterSeparator.indexOf("<<");
  const given = end < 0 ? afterSeparator.replace(/<$/, "") : afterSeparator.slice(0, end);
  const filler = end < 0 ? "" : afterSeparator.slice(end);
  if (!FILLER_MISREAD.test(filler)) return null;
  const surnameWords = words(surname);
  const givenWords = words(given);
  // No given name at all is as likely a separator misread as two letters, which would make
  // the whole name the surname: such a line is not trusted.
  if (!surnameWords?.length || !givenWords?.length) return null;
  // A lone K/L/C/S closing the given names, right before the filler, is as likely a filler
  // '<' misread as an initial: neither reading can be told from the other.
  const last = givenWords.at(-1);
  if (last && /^[KLCS]$/.test(last)) return null;
  return { lastName: surnameWords.join(" "), firstName: givenWords.join(" ") };
}

/** The words of a name part, or null when one holds anything but letters. */
function words(part: string): string[] | null {
  if (!part) return [];
  const split = part.split("<");
  return split.every((word) => /^[A-Z]+$/.test(word)) ? split : null;
}
