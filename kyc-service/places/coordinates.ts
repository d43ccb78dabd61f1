// "latitude,longitude" input: recognised by shape first, then checked, so that "NaN,Infinity"
// or "1e999,0" is answered as bad coordinates instead of being looked up as a town name.
export class CoordinatesError extends Error {}

const numberLike = /^[+-]?(?:(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?|nan|inf|infinity)$/i;

export interface Coordinates {
  /** The decimal text as written, so the code is computed from it exactly. */
  latText: string;
  lngText: string;
  lat: number;
  lng: number;
}

/** undefined when the text is not two comma-separated numbers; a CoordinatesError when it is but they are unusable. */
export function parseCoordinates(address: string): Coordinates | undefined {
  const parts = address.split(",").map((part) => part.trim());
  if (parts.length !== 2 || !parts.every((part) => numberLike.test(part))) return undefined;
  const [latText, lngText] = parts as [string, string];
  const lat = Number(latText);
  const lng = Number(lngText);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) {
    throw new CoordinatesError(
      'address: latitude and longitude must be finite decimal numbers (write "latitude,longitude", as in "37.5796,126.9770")',
    );
  }
  if (lat < -90 || lat > 90) {
    throw new CoordinatesError('address: latitude must be between -90 and 90 (write "latitude,longitude")');
  }
  if (lng < -180 || lng > 180) {
    throw new CoordinatesError(
      'address: longitude must be between -180 and 180 (write "latitude,longitude")',
    );
  }
  return { latText, lngText, lat, lng };
}
