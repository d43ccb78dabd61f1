// POST /v3/address_code and /v2/address_code: an address in one of four forms to
// formatted_address, compound_code and global_code. Anything not understood is a
// PlacesInputError whose message says which part and how to write it.
import type { AddressCodeResult } from "../../common/kyc-api/schemas";
import { CoordinatesError, parseCoordinates } from "./coordinates";
import { countryName, languageTag } from "./countries";
import { resolveFreeText } from "./free-text";
import type { Place } from "./gazetteer";
import { localityAt } from "./locality";
import {
  codeCentre,
  encode,
  isFullCode,
  isShortCode,
  recoverNearest,
  shortenForLocality,
} from "./plus-codes";

export class PlacesInputError extends Error {}

// Looks like a Plus Code (digits and letters around a "+"); validity is checked separately.
const plusCodeLike = /^[0-9A-Za-z]{2,8}\+[0-9A-Za-z]*$/;

export function addressCode(address: string, language?: string): AddressCodeResult {
  const lang = languageTag(language);
  if (!lang) throw new PlacesInputError("language: expected a short language code such as en or ko");

  let point;
  try {
    point = parseCoordinates(address);
  } catch (error) {
    if (error instanceof CoordinatesError) throw new PlacesInputError(error.message);
    throw error;
  }
  if (point) return describe(encode(point.latText, point.lngText), localityAt(point.lat, point.lng), lang);

  const [first = "", ...rest] = address.trim().split(/\s+/);
  if (plusCodeLike.test(first)) {
    const code = first.toUpperCase();
    if (isFullCode(code)) {
      const centre = codeCentre(code);
      return describe(code, localityAt(centre.lat, centre.lng), lang);
    }
    if (!isShortCode(code)) throw new PlacesInputError(`address: "${first}" is not a valid Plus Code`);
    const localityText = rest.join(" ").replace(/^[,\s]+/, "");
    if (!localityText) {
      throw new PlacesInputError(
        `address: the short code ${code} needs a locality after it, as in "${code} Seoul, South Korea"`,
      );
    }
    const locality = resolveFreeText(localityText);
    if (!locality.ok)
      throw new PlacesInputError(
        `address: the locality "${localityText}" of the compound code was not recognised as a city or town`,
      );
    const full = recoverNearest(code, locality.place.lat, locality.place.lng);
    return describe(full, locality.place, lang);
  }

  const resolved = resolveFreeText(address);
  if (!resolved.ok) {
    throw new PlacesInputError(
      resolved.country
        ? `address: only the country (${countryName(resolved.country, "en")}) was recognised; add the city or town`
        : 'address: no city, town or country was recognised; give at least the city, as in "Seoul, South Korea", or a Plus Code or "latitude,longitude"',
    );
  }
  return describe(encode(resolved.place.lat, resolved.place.lng), resolved.place, lang);
}

function describe(globalCode: string, locality: Place | undefined, language: string): AddressCodeResult {
  // The compound code names a locality only if it is close enough to recover the code from;
  // a named locality too far away (a compound code's own) gives way to the code's nearest.
  let place = locality;
  let short = place && shortenForLocality(globalCode, place.lat, place.lng);
  if (!short) {
    const centre = codeCentre(globalCode);
    const nearest = localityAt(centre.lat, centre.lng);
    const nearestShort =
      nearest && nearest.id !== place?.id
        ? shortenForLocality(globalCode, nearest.lat, nearest.lng)
        : undefined;
    if (nearestShort || !place) [place, short] = [nearest, nearestShort];
  }
  const name = place ? localityName(place, language) : undefined;
  return {
    formatted_address: name ?? globalCode,
    compound_code: short && name ? `${short} ${name}` : globalCode,
    global_code: globalCode,
  };
}

function localityName(place: Place, language: string): string {
  const city = language.startsWith("ko") && place.korean ? place.korean : place.name;
  const state = place.country === "US" && /^[A-Z]{2}$/.test(place.admin) ? [place.admin] : [];
  return [city, ...state, countryName(place.country, language)].join(", ");
}
