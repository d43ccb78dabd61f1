// How the dashboard writes a number for people: grouped the same way on every page
// ("1,782"), whatever the server's or browser's locale, in the reader's language when given
// (Korean groups the same way). Times are lib/time.ts's formatUtc.

/**
 * "1,782"; the fallback for a missing or non-finite value. `locale`: the reader's ("ko").
 * `fractionDigits`: exactly that many decimals ("12.5" with 1), for shares and hours.
 */
export function formatNumber(
  value: number | null | undefined,
  fallback = "—",
  locale = "en-US",
  fractionDigits?: number,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return fallback;
  if (fractionDigits === undefined) return value.toLocaleString(locale);
  return value.toLocaleString(locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}
