// One line under the tabs: how fresh the case index the queue reads is. Times in the reader's
// zone (lib/time.ts); the sync's failure in the reader's language.
import { useLocale, useTimeZone, useTranslations } from "next-intl";
import { formatUtc } from "@/lib/time";
import type { IndexFreshness } from "@/lib/queue/freshness";
import { formatNumber } from "@/lib/format";
import { useSayMessage } from "@/components/i18n/use-value-words";

export function IndexStatus({ freshness: f }: { freshness: IndexFreshness }) {
  const t = useTranslations("queue.freshness");
  const locale = useLocale();
  const say = useSayMessage();
  const local = { locale, timeZone: useTimeZone() ?? "UTC" };
  const inZone = (at: Date | string) => formatUtc(at, { seconds: true, local });
  const utc = (at: Date | string) => formatUtc(at, { seconds: true });
  const shown = describe(inZone);
  const inUtc = describe(utc);
  return (
    <p
      className={`text-xs ${f.failingSince || !f.built ? "text-amber-800" : "text-slate-600"}`}
      data-testid="index-freshness"
      title={inUtc === shown ? undefined : inUtc}
    >
      {shown}
    </p>
  );

  // The sentence with its times written by `time`: the reader's zone, and UTC for the hover.
  function describe(time: (at: Date | string) => string): string {
    const parts: string[] = [];
    if (!f.built) {
      const count = formatNumber(f.indexed, "—", locale);
      parts.push(
        f.reachedBack ? t("buildingBack", { count, time: time(f.reachedBack) }) : t("building", { count }),
      );
      parts.push(t("partial"));
    }
    if (f.failingSince) {
      const since = time(f.failingSince);
      const asOf = f.syncedAt ? time(f.syncedAt) : t("never");
      parts.push(
        f.lastError
          ? t("failingWithError", { since, asOf, error: say(f.lastError) })
          : t("failing", { since, asOf }),
      );
    } else if (f.built && f.syncedAt) parts.push(t("upToDate", { time: time(f.syncedAt) }));
    if (f.skipped) parts.push(t("skipped", { count: formatNumber(f.skipped, "—", locale) }));
    return parts.join(" ");
  }
}
