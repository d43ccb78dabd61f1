import { formatUtc, type LocalTime } from "@/lib/time";

/**
 * A moment as a <time> element (lib/time.ts): in UTC, or with `local` (the reader's language
 * and zone, from next-intl's useLocale/useTimeZone) as they read it, with the UTC form on hover.
 */
export function UtcTime({
  value,
  seconds,
  zone,
  local,
}: {
  value: Date | string | null | undefined;
  seconds?: boolean;
  zone?: boolean;
  local?: LocalTime;
}) {
  if (value === null || value === undefined) return <>—</>;
  const iso = typeof value === "string" ? value : value.toISOString();
  const utc = formatUtc(value, { seconds, zone });
  if (!local) return <time dateTime={iso}>{utc}</time>;
  const shown = formatUtc(value, { seconds, zone, local });
  return (
    <time dateTime={iso} title={shown === utc ? undefined : formatUtc(value, { seconds })}>
      {shown}
    </time>
  );
}
