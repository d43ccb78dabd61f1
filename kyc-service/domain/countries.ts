// ISO 3166-1 alpha-3 country codes. The `mrz` package ships ICAO 9303's list of issuing
// states, which is ISO 3166-1 plus codes that only exist in travel documents (organisations,
// British nationality classes, refugees, "D" for Germany): those are removed here.
import { states } from "mrz";

const icaoOnly = new Set([
  "D",
  "GBD",
  "GBN",
  "GBO",
  "GBS",
  "GBP",
  "RKS",
  "XXK",
  "EUE",
  "UNO",
  "UNA",
  "UNK",
  "XBA",
  "XIM",
  "XCC",
  "XCE",
  "XCO",
  "XEC",
  "XPO",
  "XES",
  "XOM",
  "XDC",
  "XXA",
  "XXB",
  "XXC",
  "XXX",
  "ANT",
  "NTZ",
]);

const alpha3 = new Set(Object.keys(states).filter((code) => /^[A-Z]{3}$/.test(code) && !icaoOnly.has(code)));

export function isCountryAlpha3(code: string): boolean {
  return alpha3.has(code);
}

export const countryAlpha3Count = alpha3.size;
