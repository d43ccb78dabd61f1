// The signed-in person's language and time zone for this request (resolve.ts decides), read
// once per request. Without a session (the sign-in page) only the browser has a say.
import "server-only";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { currentActor } from "../auth/session";
import { db } from "../db";
import { localeCookie } from "./locales";
import { resolvePreferences, type Preferences } from "./resolve";

export const requestPreferences = cache(async (): Promise<Preferences> => {
  const [actor, requestHeaders, jar] = await Promise.all([currentActor(), headers(), cookies()]);
  const account = actor
    ? await db().reviewer.findUnique({ where: { id: actor.id }, select: { locale: true, timeZone: true } })
    : null;
  return resolvePreferences({
    account,
    cookie: jar.get(localeCookie)?.value,
    acceptLanguage: requestHeaders.get("accept-language"),
  });
});
