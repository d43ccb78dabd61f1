"use server";
// The person's own language and time zone: the header's switch sets the language
// (`setLocale`), the Settings page both (`savePreferences`). Stored on the account (so they
// follow the person to any browser); the language is left in this browser's cookie too (so
// the sign-in page after signing out speaks it). Audited like every change to an account.
import { revalidatePath } from "next/cache";
import { cookies } from "next/headers";
import { z } from "zod";
import { action } from "../actions/action";
import { invalid } from "../actions/words";
import { db } from "../db";
import { isTimeZone, localeCookie, locales, type Locale } from "./locales";

const yearInSeconds = 365 * 24 * 60 * 60;
const locale = z.enum(locales, { error: invalid("locale") });
// "" is "the default for the language" (docs/i18n.md): stored as no zone of one's own.
const timeZone = z
  .string({ error: invalid("timeZone") })
  .trim()
  .refine((zone) => zone === "" || isTimeZone(zone), { error: invalid("timeZone") })
  .transform((zone) => zone || null);

async function rememberLocale(chosen: Locale) {
  (await cookies()).set(localeCookie, chosen, {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    maxAge: yearInSeconds,
  });
  // Every page reads the language and zone in the root layout: the current page re-renders, at
  // the same address (its filters are in the query string), in the new language and zone.
  revalidatePath("/", "layout");
}

export const setLocale = action(
  { input: z.object({ locale }), permission: "preferences:own", audit: "user.set_locale" },
  async (input, { actor, note }) => {
    note({ target: actor.id, details: { locale: input.locale } });
    await db().reviewer.update({ where: { id: actor.id }, data: { locale: input.locale } });
    await rememberLocale(input.locale);
    return { locale: input.locale };
  },
);

export const savePreferences = action(
  { input: z.object({ locale, timeZone }), permission: "preferences:own", audit: "user.set_preferences" },
  async (input, { actor, note }) => {
    note({ target: actor.id, details: { locale: input.locale, timeZone: input.timeZone } });
    await db().reviewer.update({
      where: { id: actor.id },
      data: { locale: input.locale, timeZone: input.timeZone },
    });
    await rememberLocale(input.locale);
    return { locale: input.locale, timeZone: input.timeZone };
  },
);
