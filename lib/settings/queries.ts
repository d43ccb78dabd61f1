// The Settings page's one loader: the person's own language and time zone (lib/i18n) and
// their own availability, out-of-office periods still to come and pause (lib/availability).
import "server-only";
import { fetchAvailability } from "../availability/queries";
import { fetchOwnPreferences } from "../i18n/queries";

export async function loadSettings(accountId: string) {
  const [preferences, availability] = await Promise.all([
    fetchOwnPreferences(accountId),
    fetchAvailability([accountId]),
  ]);
  return { preferences, availability: availability.get(accountId)! };
}
