// The one form a nationality takes in a routing rule and in the case it is checked against:
// the ISO 3166-1 alpha-3 code in capitals. The interface speaks alpha-3 and the case index
// keeps the record's text as the service sent it, so a rule written "KR" or "kor" must still
// meet a case stored as "KOR", and a code the country table does not know meets nothing.
import { alpha3OfAlpha2, isCountryAlpha3 } from "../../common/countries/codes";

/** The alpha-3 code of an alpha-2 or alpha-3 code in any case, or null when it is no country's. */
export function nationalityCode(text: string): string | null {
  const code = text.trim().toUpperCase();
  if (code.length === 2) return alpha3OfAlpha2(code) ?? null;
  return code.length === 3 && isCountryAlpha3(code) ? code : null;
}
