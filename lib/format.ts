// How the dashboard writes a number for people: grouped the same way on every page
// ("1,782"), whatever the server's or browser's locale. Times are lib/time.ts's formatUtc.

/** "1,782"; the fallback for a missing or non-finite value. */
export function formatNumber(value: number | null | undefined, fallback = "—"): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return fallback;
  return value.toLocaleString("en-US");
}
