// Country names in the caller's language (from Node's ICU data, so every language Node
// knows) and the names and codes a free-text address may use for a country.
import { alpha2ByAlpha3, alpha3ByAlpha2 } from "./country-codes";
import { nameKey } from "./names";

const displayNames = new Map<string, Intl.DisplayNames>();

export function countryName(alpha2: string, language: string): string {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language, "en"], { type: "region", fallback: "code" });
    displayNames.set(language, names);
  }
  return names.of(alpha2) ?? alpha2;
}

// Everyday names ICU does not give; keys as nameKey() makes them.
const aliases: Record<string, string> = {
  korea: "KR",
  "republic of korea": "KR",
  "s korea": "KR",
  rok: "KR",
  한국: "KR",
  남한: "KR",
  usa: "US",
  "u s a": "US",
  "united states of america": "US",
  uk: "GB",
  "great britain": "GB",
  britain: "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  holland: "NL",
  russia: "RU",
  "viet nam": "VN",
  "czech republic": "CZ",
  prc: "CN",
};

let byName: Map<string, string> | undefined;

/** nameKey of a country's name (English, Korean, or an alias) → alpha-2. */
export function countryByName(): Map<string, string> {
  if (byName) return byName;
  byName = new Map(Object.entries(aliases));
  for (const language of ["en", "ko"]) {
    const names = new Intl.DisplayNames([language], { type: "region", fallback: "none" });
    for (const alpha2 of alpha3ByAlpha2.keys()) {
      const name = names.of(alpha2);
      if (name && !byName.has(nameKey(name))) byName.set(nameKey(name), alpha2);
    }
  }
  return byName;
}

/** An upper-case alpha-3 code as written in the address ("KOR"), or undefined. */
export function countryByAlpha3(token: string): string | undefined {
  return /^[A-Z]{3}$/.test(token) ? alpha2ByAlpha3.get(token) : undefined;
}

/** The language tag names are returned in; `kr` (a country code, often sent for Korean) means `ko`. */
export function languageTag(language: string | undefined): string | undefined {
  if (language === undefined || language.trim() === "") return "en";
  const tag = language.trim().replace(/_/g, "-");
  if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(tag)) return undefined;
  if (tag.toLowerCase() === "kr") return "ko";
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}
