// Plus Codes (Open Location Code) through the `open-location-code` package, with the
// shortening rule of the embedded service.
import { OpenLocationCode } from "open-location-code";

const olc = new OpenLocationCode();

/** Ten digits: a cell of about 14 × 14 m, what addresses use. */
export const addressCodeLength = 10;

export function encode(lat: number, lng: number): string {
  return olc.encode(lat, lng, addressCodeLength);
}

export function isFullCode(code: string): boolean {
  return olc.isFull(code);
}

export function isShortCode(code: string): boolean {
  return olc.isShort(code);
}

export function codeCentre(fullCode: string): { lat: number; lng: number; length: number } {
  const area = olc.decode(fullCode);
  return { lat: area.latitudeCenter, lng: area.longitudeCenter, length: area.codeLength };
}

export function recoverNearest(shortCode: string, lat: number, lng: number): string {
  return olc.recoverNearest(shortCode.toUpperCase(), lat, lng);
}

/**
 * The code without its first four digits, when the locality is close enough to recover it
 * (within about 0.3° of the code); otherwise undefined. Capped at four digits: the library
 * would drop up to eight ("+G5"), which only someone standing next to the reference point
 * could use, whereas a compound code names a whole city.
 */
export function shortenForLocality(fullCode: string, lat: number, lng: number): string | undefined {
  if (fullCode.includes("0")) return undefined; // padded, area codes cannot be shortened
  if (olc.decode(fullCode).codeLength < addressCodeLength) return undefined;
  const shortened = olc.shorten(fullCode, lat, lng);
  return shortened.length < fullCode.length ? fullCode.slice(4) : undefined;
}
