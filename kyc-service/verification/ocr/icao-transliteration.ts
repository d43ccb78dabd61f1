// ICAO Doc 9303 (part 3) writes names in the MRZ with A-Z only: most marked letters lose
// their mark (É → E), a few become two letters (Æ → AE, Þ → TH), and for Ä, Ö, Ü, Å, Ø states
// choose between the two-letter form and the bare letter (MÜLLER is MUELLER in German
// passports, MULLER in others). A printed name is checked against the MRZ through these
// rules, so every spelling a state may have used counts.

/** Letters whose ICAO form is not just the letter without its mark; alternatives in order. */
const SPECIAL: Record<string, string[]> = {
  Ä: ["AE", "A"],
  Å: ["AA", "A"],
  Æ: ["AE"],
  Ö: ["OE", "O"],
  Ø: ["OE", "O"],
  Œ: ["OE"],
  Ü: ["UE", "U"],
  Þ: ["TH"],
  Ð: ["D"],
  Đ: ["D"],
  Ł: ["L"],
  Ħ: ["H"],
  Ŀ: ["L"],
  Ĳ: ["IJ"],
  ẞ: ["SS"],
  ß: ["SS"],
  ı: ["I"],
};

// More than this many spellings is a name no document prints; stop rather than grow.
const MAX_SPELLINGS = 64;

/** The letter's possible MRZ forms, or null when ICAO has none (a digit, a foreign script). */
function mrzForms(letter: string): string[] | null {
  if (/^[A-Z]$/.test(letter)) return [letter];
  const special = SPECIAL[letter];
  if (special) return special;
  const bare = letter.normalize("NFD").replace(/\p{M}/gu, "");
  return /^[A-Z]$/.test(bare) ? [bare] : null;
}

/**
 * Every MRZ spelling of a printed name word (upper case; spaces, hyphens and apostrophes
 * become `<` as in the MRZ), or an empty list when it holds a character the MRZ cannot write.
 */
export function mrzSpellings(printed: string): string[] {
  let spellings = [""];
  for (const char of printed.toLocaleUpperCase("und")) {
    const forms = /[\s\-'’]/.test(char) ? ["<"] : mrzForms(char);
    if (!forms) return [];
    spellings = spellings.flatMap((start) => forms.map((form) => start + form));
    if (spellings.length > MAX_SPELLINGS) return [];
  }
  return spellings;
}

/** The printed word transliterates, by ICAO's rules, to exactly this MRZ word. */
export const transliteratesTo = (printed: string, mrz: string): boolean =>
  mrzSpellings(printed).includes(mrz);
