// Country names in the caller's language (from Node's ICU data, so every language Node
// knows) and the names and codes a free-text address may use for a country (the names and
// aliases live in common/countries/, shared with AML and validation).
import { alpha2OfAlpha3 } from "../../common/countries/codes";
import { countryNameKeys } from "../../common/countries/names";
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

let byName: Map<string, string> | undefined;

/** nameKey of a country's name (English, Korean, or an alias) → alpha-2, from the service's one country table. */
export function countryByName(): Map<string, string> {
  if (byName) return byName;
  byName = new Map();
  for (const [key, alpha3] of countryNameKeys()) {
    const alpha2 = alpha2OfAlpha3(alpha3);
    // countryKey and nameKey are one function; Hangul keys stay as written in both.
    if (alpha2) byName.set(nameKey(key), alpha2);
  }
  return byName;
}

/** An upper-case alpha-3 code as written in the address ("KOR"), or undefined. */
export function countryByAlpha3(token: string): string | undefined {
  return /^[A-Z]{3}$/.test(token) ? alpha2OfAlpha3(token) : undefined;
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
