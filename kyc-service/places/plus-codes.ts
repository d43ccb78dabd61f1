// Plus Codes (Open Location Code) for addresses, through the integer-exact port in olc/, with
// the shortening rule of the embedded service.
import { decode, encode as encodeDegrees, isFull, isShort } from "./olc/codec";
import { recoverNearest as recoverFromReference, shorten } from "./olc/short-codes";

/** Ten digits: a cell of about 14 × 14 m, what addresses use. */
export const addressCodeLength = 10;

/** Degrees as numbers or as the decimal text the caller wrote (encoded exactly either way). */
export function encode(lat: number | string, lng: number | string): string {
  return encodeDegrees(lat, lng, addressCodeLength);
}

export function isFullCode(code: string): boolean {
  return isFull(code);
}

export function isShortCode(code: string): boolean {
  return isShort(code);
}

export function codeCentre(fullCode: string): { lat: number; lng: number; length: number } {
  const area = decode(fullCode);
  return { lat: area.latitudeCenter, lng: area.longitudeCenter, length: area.codeLength };
}

export function recoverNearest(shortCode: string, lat: number, lng: number): string {
  return recoverFromReference(shortCode.toUpperCase(), lat, lng);
}

/**
 * The code without its first four digits, when the locality is close enough to recover it
 * (within about 0.3° of the code); otherwise undefined. Capped at four digits: the rule
 * would drop up to eight ("+G5"), which only someone standing next to the reference point
 * could use, whereas a compound code names a whole city.
 */
export function shortenForLocality(fullCode: string, lat: number, lng: number): string | undefined {
  if (fullCode.includes("0")) return undefined; // padded, area codes cannot be shortened
  if (decode(fullCode).codeLength < addressCodeLength) return undefined;
  const shortened = shorten(fullCode, lat, lng);
  return shortened.length < fullCode.length ? fullCode.slice(4) : undefined;
}
