// How the dashboard writes a moment for people: UTC, to the minute (or second), always saying
// "UTC", the same on every page and in every export.

/** "2026-11-23 14:05 UTC" (with seconds when asked); the fallback for a missing value. */
export function formatUtc(
  value: Date | string | null | undefined,
  options: { seconds?: boolean; fallback?: string; zone?: boolean } = {},
): string {
  if (value === null || value === undefined) return options.fallback ?? "—";
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return typeof value === "string" ? value : (options.fallback ?? "—");
  const text = date
    .toISOString()
    .slice(0, options.seconds ? 19 : 16)
    .replace("T", " ");
  return options.zone === false ? text : `${text} UTC`;
}
