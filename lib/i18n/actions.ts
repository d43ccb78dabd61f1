"use server";
// The person's own language, chosen with the header's switch: stored on their account (so it
// follows them to any browser) and left in this browser's cookie (so the sign-in page after
// signing out speaks it too). Audited like every change to an account.
import { revalidatePath } from "next/cache";
import { cookies } from "next/headers";
import { z } from "zod";
import { action } from "../actions/action";
import { db } from "../db";
import { localeCookie, locales } from "./locales";

const yearInSeconds = 365 * 24 * 60 * 60;

export const setLocale = action(
  {
    input: z.object({ locale: z.enum(locales, { error: `Choose one of ${locales.join(", ")}.` }) }),
    permission: "preferences:own",
    audit: "user.set_locale",
  },
  async (input, { actor, note }) => {
    note({ target: actor.id, details: { locale: input.locale } });
    await db().reviewer.update({ where: { id: actor.id }, data: { locale: input.locale } });
    (await cookies()).set(localeCookie, input.locale, {
      path: "/",
      sameSite: "lax",
      httpOnly: true,
      maxAge: yearInSeconds,
    });
    // Every page reads the language in the root layout: the current page re-renders, at the same
    // address (its filters are in the query string), in the new language.
    revalidatePath("/", "layout");
    return { locale: input.locale };
  },
);
