// Short codes: dropping leading digits near a reference point, and recovering them. The
// reference implementation's rules (google/open-location-code, Apache-2.0).
import { decode, encode, isFull, isShort, padding, separator, separatorPosition } from "./codec";

/** Degrees covered by one digit of each pair (20°, 1°, 0.05°, …). */
const pairResolutions = [20.0, 1.0, 0.05, 0.0025, 0.000125];
const minTrimmableLength = 6;

function clipLatitude(latitude: number) {
  return Math.min(90, Math.max(-90, latitude));
}

function normalizeLongitude(longitude: number) {
  let value = longitude;
  while (value < -180) value += 360;
  while (value >= 180) value -= 360;
  return value;
}

function requireFinite(latitude: number, longitude: number) {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) {
    throw new RangeError("the reference position must be finite numbers");
  }
}

/** The full code nearest to the reference point that the short code can stand for. */
export function recoverNearest(shortCode: string, referenceLatitude: number, referenceLongitude: number) {
  if (!isShort(shortCode)) {
    if (isFull(shortCode)) return shortCode.toUpperCase();
    throw new RangeError(`not a valid short Plus Code: ${shortCode}`);
  }
  requireFinite(referenceLatitude, referenceLongitude);
  const latitude = clipLatitude(referenceLatitude);
  const longitude = normalizeLongitude(referenceLongitude);
  const code = shortCode.toUpperCase();
  const paddingLength = separatorPosition - code.indexOf(separator);
  const resolution = 20 ** (2 - paddingLength / 2);
  const half = resolution / 2;
  const area = decode(encode(latitude, longitude).slice(0, paddingLength) + code);
  // The candidate cell may lie on the far side of the reference; move it one cell closer.
  let lat = area.latitudeCenter;
  let lng = area.longitudeCenter;
  if (latitude + half < lat && lat - resolution >= -90) lat -= resolution;
  else if (latitude - half > lat && lat + resolution <= 90) lat += resolution;
  if (longitude + half < lng) lng -= resolution;
  else if (longitude - half > lng) lng += resolution;
  return encode(lat, lng, area.codeLength);
}

/** The code without as many leading digits as the reference point lets a reader recover. */
export function shorten(code: string, latitude: number, longitude: number): string {
  if (!isFull(code)) throw new RangeError(`not a valid full Plus Code: ${code}`);
  if (code.includes(padding)) throw new RangeError(`a padded Plus Code cannot be shortened: ${code}`);
  const area = decode(code);
  if (area.codeLength < minTrimmableLength) {
    throw new RangeError(`a Plus Code needs at least ${minTrimmableLength} digits to be shortened`);
  }
  requireFinite(latitude, longitude);
  const range = Math.max(
    Math.abs(area.latitudeCenter - clipLatitude(latitude)),
    Math.abs(area.longitudeCenter - normalizeLongitude(longitude)),
  );
  // 0.3 of a cell: the margin the specification keeps so that recovery is unambiguous.
  for (let i = pairResolutions.length - 2; i >= 1; i--) {
    if (range < pairResolutions[i]! * 0.3) return code.toUpperCase().slice((i + 1) * 2);
  }
  return code.toUpperCase();
}
