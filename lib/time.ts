// How the dashboard writes a moment for people. By default UTC, to the minute (or second),
// always saying "UTC": the audit log, exports and anything kept as a record. Given the reader's
// language and zone (`local`), the moment as they read it ("2026. 11. 24. 23:05 GMT+9", in English
// "2026-11-24 15:05 GMT+1": the order is the language's, never the zone's); the
// page then gives the UTC form on hover (<UtcTime local>).

export interface LocalTime {
  locale: string;
  timeZone: string;
}

/** "2026-11-23 14:05 UTC" (with seconds when asked); the fallback for a missing value. */
export function formatUtc(
  value: Date | string | null | undefined,
  options: { seconds?: boolean; fallback?: string; zone?: boolean; local?: LocalTime } = {},
): string {
  if (value === null || value === undefined) return options.fallback ?? "—";
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return typeof value === "string" ? value : (options.fallback ?? "—");
  const local = options.local;
  // English in UTC keeps the one written form every record and test knows.
  if (local && !(local.timeZone === "UTC" && local.locale.startsWith("en"))) {
    const text = inLanguageOrder(date, local, options.seconds === true);
    if (options.zone === false) return text;
    // The zone's name appended, not asked of the same formatter: with it, Korean switches to
    // "23시 5분 9초", so times with and without seconds would read differently.
    const zone = new Intl.DateTimeFormat(local.locale, { timeZone: local.timeZone, timeZoneName: "short" })
      .formatToParts(date)
      .find((part) => part.type === "timeZoneName")?.value;
    return zone ? `${text} ${zone}` : text;
  }
  const text = date
    .toISOString()
    .slice(0, options.seconds ? 19 : 16)
    .replace("T", " ");
  return options.zone === false ? text : `${text} UTC`;
}

/**
 * The moment's wall-clock time in the zone, in the order of the reader's language: the zone
 * never picks the order. Korean as ICU writes it ("2026. 11. 23. 23:05"); English in the
 * record's order ("2026-11-23 15:05"), whatever the zone: ICU's "en" is US order
 * ("11/23/2026"), which a reader in Europe/Berlin would take for the 11th of a 23rd month.
 */
function inLanguageOrder(date: Date, local: LocalTime, seconds: boolean): string {
  const options: Intl.DateTimeFormatOptions = {
    timeZone: local.timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: seconds ? "2-digit" : undefined,
    hourCycle: "h23",
  };
  if (!local.locale.startsWith("en")) return new Intl.DateTimeFormat(local.locale, options).format(date);
  const parts = new Intl.DateTimeFormat("en", options).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const time = `${part("hour")}:${part("minute")}${seconds ? `:${part("second")}` : ""}`;
  return `${part("year")}-${part("month")}-${part("day")} ${time}`;
}
