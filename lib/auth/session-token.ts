// The session cookie, decrypted with Auth.js's own JWT decoder (jose): the reviewer id it
// names, or null. Same rules as Auth.js `auth()`, without its internal session request: the
// cookie is the secure one unless the request came over plain http, the token must decrypt
// with our secret under that cookie's name and be unexpired, and a bearer header is ignored
// (sessions are cookies only).
import { getToken } from "next-auth/jwt";

export async function sessionSubject(requestHeaders: Headers, secret: string): Promise<string | null> {
  return (await sessionClaims(requestHeaders, secret))?.subject ?? null;
}

/** The reviewer id and the session id (the ReviewerSession row, lib/auth/sessions.ts) of the cookie. */
export async function sessionClaims(
  requestHeaders: Headers,
  secret: string,
): Promise<{ subject: string; sessionId: string | null } | null> {
  const cookie = requestHeaders.get("cookie");
  if (!cookie) return null;
  // Auth.js assumes https when no proxy says otherwise (next-auth's createActionURL).
  const secureCookie = (requestHeaders.get("x-forwarded-proto") ?? "https") === "https";
  const token = await getToken({ req: { headers: new Headers({ cookie }) }, secret, secureCookie });
  if (typeof token?.sub !== "string" || !token.sub) return null;
  return { subject: token.sub, sessionId: typeof token.sid === "string" && token.sid ? token.sid : null };
}
