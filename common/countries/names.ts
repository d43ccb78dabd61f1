// Country names and the aliases applicants, addresses and watchlists use, to ISO alpha-3, and
// back to the English name people read (the dashboard's queue and case page):
// English and Korean names from Node's ICU data, and the forms ICU does not give (OFAC's
// "Korea, North", "Burma"; everyday "USA", "UK", "한국", "북한"). Keys ignore case,
// accents and punctuation, so "KOREA, NORTH" and "Korea North" are one key.
import { ALPHA2_CODES, alpha2OfAlpha3, alpha3OfAlpha2, isCountryAlpha3 } from "./codes";

/** How names are compared: the same key as the gazetteer's (places/names.ts), Hangul kept. */
export function countryKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

// Names ICU's English and Korean names miss, as countryKey() makes them.
const ALIASES: Record<string, string> = {
  // Korea, as South and North Koreans, the interface's callers and OFAC write it.
  korea: "KOR",
  "republic of korea": "KOR",
  "korea south": "KOR",
  "korea republic of": "KOR",
  "s korea": "KOR",
  rok: "KOR",
  한국: "KOR",
  남한: "KOR",
  "korea north": "PRK",
  dprk: "PRK",
  "democratic people s republic of korea": "PRK",
  "korea democratic people s republic of": "PRK",
  조선: "PRK",
  // Everyday English.
  usa: "USA",
  "u s a": "USA",
  "united states of america": "USA",
  america: "USA",
  uk: "GBR",
  "great britain": "GBR",
  britain: "GBR",
  england: "GBR",
  scotland: "GBR",
  wales: "GBR",
  "northern ireland": "GBR",
  holland: "NLD",
  "russian federation": "RUS",
  "viet nam": "VNM",
  "czech republic": "CZE",
  prc: "CHN",
  "people s republic of china": "CHN",
  turkey: "TUR",
  "ivory coast": "CIV",
  "cabo verde": "CPV",
  burma: "MMR",
  myanmar: "MMR",
  "hong kong": "HKG",
  macau: "MAC",
  macao: "MAC",
  uae: "ARE",
  swaziland: "SWZ",
  "east timor": "TLS",
  vatican: "VAT",
  macedonia: "MKD",
  palestine: "PSE",
  "the gambia": "GMB",
  // OFAC's SDN list (nationality / citizen in Remarks).
  "congo democratic republic of the": "COD",
  "congo republic of the": "COG",
  "north macedonia the republic of": "MKD",
  palestinian: "PSE",
  "possibly palestinian": "PSE",
  "region gaza": "PSE",
};

let byKey: Map<string, string> | undefined;

/** countryKey of every name and alias → alpha-3. */
export function countryNameKeys(): ReadonlyMap<string, string> {
  if (byKey) return byKey;
  byKey = new Map(Object.entries(ALIASES));
  for (const language of ["en", "ko"]) {
    const names = new Intl.DisplayNames([language], { type: "region", fallback: "none" });
    for (const alpha2 of ALPHA2_CODES) {
      const name = names.of(alpha2);
      if (!name) continue;
      const alpha3 = alpha3OfAlpha2(alpha2)!;
      // "Bosnia & Herzegovina": with "and" as people write it, and without, as a free-text key;
      // "Myanmar (Burma)" also without its parenthesis.
      const forms = [name, name.replace(/&/g, "and"), name.replace(/ \(.*\)$/, "")];
      // ICU writes "St. Kitts & Nevis"; lists and people write "Saint Kitts and Nevis".
      forms.push(...forms.map((f) => f.replace(/^St\. /, "Saint ").replace(/&/g, "and")));
      for (const form of forms) {
        const key = countryKey(form);
        if (!byKey.has(key)) byKey.set(key, alpha3);
      }
    }
  }
  return byKey;
}

/** Alpha-3 of a code (alpha-3 or alpha-2, any case) or a name or alias; undefined when unknown. */
export function countryAlpha3(text: string): string | undefined {
  const trimmed = text.trim();
  if (/^[A-Za-z]{3}$/.test(trimmed) && isCountryAlpha3(trimmed.toUpperCase())) return trimmed.toUpperCase();
  if (/^[A-Za-z]{2}$/.test(trimmed)) {
    const fromAlpha2 = alpha3OfAlpha2(trimmed);
    // "UK" is no alpha-2 code (GB is): the aliases answer it.
    if (fromAlpha2) return fromAlpha2;
  }
  return countryNameKeys().get(countryKey(trimmed));
}

/**
 * A country code's name (alpha-3 or alpha-2, any case) in a language ("en" by default, "ko": the
 * names Korean users read, from the runtime's ICU data); undefined when unknown.
 */
export function countryName(code: string, locale = "en"): string | undefined {
  const trimmed = code.trim();
  const alpha2 = /^[A-Za-z]{3}$/.test(trimmed)
    ? alpha2OfAlpha3(trimmed)
    : /^[A-Za-z]{2}$/.test(trimmed) && alpha3OfAlpha2(trimmed)
      ? trimmed.toUpperCase()
      : undefined;
  if (!alpha2) return undefined;
  return new Intl.DisplayNames([locale], { type: "region", fallback: "none" }).of(alpha2) ?? undefined;
}
