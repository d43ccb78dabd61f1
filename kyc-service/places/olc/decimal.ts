// Degrees to the Open Location Code's integer grid without floating-point multiplication:
// 35.6 × 2.5e7 in doubles is 889999999.99…, which floors into the wrong cell. The decimal the
// caller wrote (or the shortest decimal that round-trips a number) is scaled exactly instead.

const decimalPattern = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * floor(value × multiplier) for a finite decimal value, computed exactly.
 * Throws a RangeError for anything that is not a finite decimal number.
 */
export function scaledFloor(value: number | string, multiplier: number): number {
  const text = typeof value === "number" ? String(value) : value.trim();
  const match = decimalPattern.exec(text);
  if (!match || (match[2] === "" && (match[3] ?? "") === "")) {
    throw new RangeError(`not a finite decimal number: ${text}`);
  }
  const [, sign, whole = "", fraction = "", exponentText = "0"] = match;
  if (exponentText === "0" && fraction.length <= 8 && whole.length <= 6) {
    return smallDecimalFloor(sign === "-", whole, fraction, multiplier);
  }
  const exponent = Number(exponentText) - fraction.length;
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 400) {
    throw new RangeError(`exponent out of range: ${text}`);
  }
  let numerator = BigInt(whole + fraction || "0") * BigInt(multiplier);
  let denominator = 1n;
  if (exponent >= 0) numerator *= 10n ** BigInt(exponent);
  else denominator = 10n ** BigInt(-exponent);
  if (sign === "-") numerator = -numerator;
  // BigInt division truncates toward zero; floor needs one less for negative remainders.
  let quotient = numerator / denominator;
  if (numerator % denominator !== 0n && numerator < 0n) quotient -= 1n;
  return Number(quotient);
}

/**
 * The same for the usual case (up to 6 integer and 8 decimal digits) in doubles, exactly:
 * every product below is an integer under 2^53, and a quotient of such integers that is not
 * whole lies at least 1e-8 from the nearest integer, more than its rounding error here.
 */
function smallDecimalFloor(negative: boolean, whole: string, fraction: string, multiplier: number): number {
  const scale = 10 ** fraction.length;
  const wholePart = Number(whole || "0") * multiplier;
  const fractionPart = (Number(fraction || "0") * multiplier) / scale;
  if (!negative) return wholePart + Math.floor(fractionPart);
  return -wholePart - Math.ceil(fractionPart);
}
