// Open Location Code (Plus Codes): validity, encoding and decoding on the integer grid, as the
// reference implementation (google/open-location-code, js/src, Apache-2.0) does.
// Ported rather than depended on: the npm package `open-location-code` 1.0.3 still computes
// digits with floating-point division and puts some points in the neighbouring cell.
import { scaledFloor } from "./decimal";

export const alphabet = "23456789CFGHJMPQRVWX";
export const separator = "+";
export const separatorPosition = 8;
export const padding = "0";
const base = 20;
const latitudeMax = 90;
const longitudeMax = 180;
const minDigits = 2;
export const maxDigits = 15;
export const pairCodeLength = 10;
const gridCodeLength = maxDigits - pairCodeLength;
const gridColumns = 4;
const gridRows = 5;
const pairPrecision = base ** 3;
/** Grid units per degree at the finest (15-digit) level: integers, so exact in a double. */
const finalLatPrecision = pairPrecision * gridRows ** gridCodeLength;
const finalLngPrecision = pairPrecision * gridColumns ** gridCodeLength;

export interface CodeArea {
  latitudeLo: number;
  longitudeLo: number;
  latitudeHi: number;
  longitudeHi: number;
  latitudeCenter: number;
  longitudeCenter: number;
  codeLength: number;
}

export function isValid(code: string): boolean {
  const sep = code.indexOf(separator);
  if (sep === -1 || sep !== code.lastIndexOf(separator) || code.length === 1) return false;
  if (sep > separatorPosition || sep % 2 === 1) return false;
  if (code.includes(padding)) {
    // Padding only in full codes, never first, one even run, and nothing after the separator.
    if (sep < separatorPosition || code.indexOf(padding) === 0) return false;
    const runs = code.match(/0+/g) ?? [];
    if (runs.length > 1 || runs[0]!.length % 2 === 1 || runs[0]!.length > separatorPosition - 2) return false;
    if (!code.endsWith(separator)) return false;
  }
  if (code.length - sep - 1 === 1) return false;
  const digits = code.replace(separator, "").replace(/0+/, "").toUpperCase();
  return [...digits].every((character) => alphabet.includes(character));
}

export function isShort(code: string): boolean {
  return isValid(code) && code.indexOf(separator) < separatorPosition;
}

export function isFull(code: string): boolean {
  if (!isValid(code) || isShort(code)) return false;
  const upper = code.toUpperCase();
  if (alphabet.indexOf(upper[0]!) * base >= latitudeMax * 2) return false;
  return upper.length < 2 || alphabet.indexOf(upper[1]!) * base < longitudeMax * 2;
}

/** Degrees to grid integers: latitude clipped to the poles, longitude wrapped into [-180, 180). */
export function locationToIntegers(latitude: number | string, longitude: number | string) {
  const latSpan = 2 * latitudeMax * finalLatPrecision;
  const lngSpan = 2 * longitudeMax * finalLngPrecision;
  let lat = scaledFloor(latitude, finalLatPrecision) + latitudeMax * finalLatPrecision;
  lat = Math.min(Math.max(lat, 0), latSpan - 1);
  let lng = scaledFloor(longitude, finalLngPrecision) + longitudeMax * finalLngPrecision;
  lng = ((lng % lngSpan) + lngSpan) % lngSpan;
  return [lat, lng] as const;
}

export function encodeIntegers(latInt: number, lngInt: number, requestedLength: number): string {
  const codeLength = Math.min(maxDigits, requestedLength);
  if (!Number.isInteger(codeLength) || codeLength < minDigits) {
    throw new RangeError(`invalid Open Location Code length: ${requestedLength}`);
  }
  if (codeLength < pairCodeLength && codeLength % 2 === 1) {
    throw new RangeError(`invalid Open Location Code length: ${requestedLength}`);
  }
  let lat = latInt;
  let lng = lngInt;
  const digits: string[] = new Array(maxDigits);
  if (codeLength > pairCodeLength) {
    for (let i = maxDigits - 1; i >= pairCodeLength; i--) {
      digits[i] = alphabet[(lat % gridRows) * gridColumns + (lng % gridColumns)]!;
      lat = Math.floor(lat / gridRows);
      lng = Math.floor(lng / gridColumns);
    }
  } else {
    lat = Math.floor(lat / gridRows ** gridCodeLength);
    lng = Math.floor(lng / gridColumns ** gridCodeLength);
  }
  for (let i = pairCodeLength - 2; i >= 0; i -= 2) {
    digits[i] = alphabet[lat % base]!;
    digits[i + 1] = alphabet[lng % base]!;
    lat = Math.floor(lat / base);
    lng = Math.floor(lng / base);
  }
  const used = digits.slice(0, codeLength).join("");
  if (codeLength >= separatorPosition) {
    return `${used.slice(0, separatorPosition)}${separator}${used.slice(separatorPosition)}`;
  }
  return `${used}${padding.repeat(separatorPosition - codeLength)}${separator}`;
}

export function encode(latitude: number | string, longitude: number | string, codeLength = 10): string {
  const [lat, lng] = locationToIntegers(latitude, longitude);
  return encodeIntegers(lat, lng, codeLength);
}

export function decode(code: string): CodeArea {
  if (!isFull(code)) throw new RangeError(`not a valid full Plus Code: ${code}`);
  const digits = code.replace(separator, "").replace(/0/g, "").toUpperCase().slice(0, maxDigits);
  // Whole grid units from the south-west corner; one division at the end keeps it exact.
  let lat = 0;
  let lng = 0;
  // The first pair's digits are worth 20°; each later pair a twentieth of the one before.
  let latUnit = finalLatPrecision * base * base;
  let lngUnit = finalLngPrecision * base * base;
  for (let i = 0; i < Math.min(digits.length, pairCodeLength); i += 2) {
    latUnit /= base;
    lngUnit /= base;
    lat += alphabet.indexOf(digits[i]!) * latUnit;
    lng += alphabet.indexOf(digits[i + 1]!) * lngUnit;
  }
  for (let i = pairCodeLength; i < digits.length; i++) {
    latUnit /= gridRows;
    lngUnit /= gridColumns;
    const value = alphabet.indexOf(digits[i]!);
    lat += Math.floor(value / gridColumns) * latUnit;
    lng += (value % gridColumns) * lngUnit;
  }
  const latitudeLo = lat / finalLatPrecision - latitudeMax;
  const longitudeLo = lng / finalLngPrecision - longitudeMax;
  const latitudeHi = (lat + latUnit) / finalLatPrecision - latitudeMax;
  const longitudeHi = (lng + lngUnit) / finalLngPrecision - longitudeMax;
  return {
    latitudeLo,
    longitudeLo,
    latitudeHi,
    longitudeHi,
    latitudeCenter: Math.min((lat + latUnit / 2) / finalLatPrecision - latitudeMax, latitudeMax),
    longitudeCenter: Math.min((lng + lngUnit / 2) / finalLngPrecision - longitudeMax, longitudeMax),
    codeLength: digits.length,
  };
}
