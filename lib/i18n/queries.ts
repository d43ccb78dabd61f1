// The Settings page's reader: the person's own stored choices (null: not chosen) and the
// zones this runtime knows, for the page's select.
import "server-only";
import { db } from "../db";
import { isLocale, type Locale } from "./locales";

export interface OwnPreferences {
  locale: Locale | null;
  timeZone: string | null;
  zones: string[];
}

/** IANA zones by name; "UTC" first, as the runtime's list leaves it out. */
export function timeZoneChoices(): string[] {
  const zones = Intl.supportedValuesOf("timeZone");
  return zones.includes("UTC") ? zones : ["UTC", ...zones];
}

export async function fetchOwnPreferences(reviewerId: string): Promise<OwnPreferences> {
  const account = await db().reviewer.findUnique({
    where: { id: reviewerId },
    select: { locale: true, timeZone: true },
  });
  return {
    locale: isLocale(account?.locale) ? account.locale : null,
    timeZone: account?.timeZone ?? null,
    zones: timeZoneChoices(),
  };
}
