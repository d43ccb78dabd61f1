// Nationality as ISO 3166 alpha-3. ICAO 9303 writes a few states and organisations with codes
// of its own: Germany as 'D', the British nationality classes as GB*, and older cards still
// carry a two-letter ISO code ('SI<'). Those are mapped here; codes ICAO reserves for people
// without a state's nationality (XXA stateless, XXB/XXC refugees, XXX unspecified) and for
// organisations (UNO, EUE, XPO, ...) have no ISO equivalent and are returned as printed.
import { alpha3OfAlpha2 } from "../../../common/countries/codes";

const ICAO_ONLY: Record<string, string> = {
  D: "DEU",
  GBD: "GBR", // British Overseas Territories citizen
  GBN: "GBR", // British National (Overseas)
  GBO: "GBR", // British Overseas citizen
  GBP: "GBR", // British protected person
  GBS: "GBR", // British subject
};

/** The nationality field as read ('D<<', 'SI<', 'FRA'), as ISO alpha-3, or undefined. */
export function nationalityCode(field: string): string | undefined {
  const code = field.replace(/<+$/, "");
  if (!/^[A-Z]{1,3}$/.test(code)) return undefined;
  if (ICAO_ONLY[code]) return ICAO_ONLY[code];
  if (code === "RKS") return alpha3OfAlpha2("XK"); // Kosovo: ICAO's code, not ISO's
  if (code.length === 2) return alpha3OfAlpha2(code);
  return code.length === 3 ? code : undefined;
}
