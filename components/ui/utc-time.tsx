import { formatUtc } from "@/lib/time";

/** A moment as a <time> element, written in UTC (lib/time.ts). */
export function UtcTime({
  value,
  seconds,
  zone,
}: {
  value: Date | string | null | undefined;
  seconds?: boolean;
  zone?: boolean;
}) {
  if (value === null || value === undefined) return <>—</>;
  const iso = typeof value === "string" ? value : value.toISOString();
  return <time dateTime={iso}>{formatUtc(value, { seconds, zone })}</time>;
}
