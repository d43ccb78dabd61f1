// The session cookie, decrypted once per request with Auth.js's own JWT decoder (jose):
// the reviewer id it names, or null. Pages, actions and route handlers use this instead of
// Auth.js `auth()`, which builds an internal request to its session endpoint and runs its
// callbacks for the same answer (a few ms per request, measured in docs/review-workspace.md).
// Same rules as `auth()`: the cookie is the secure one unless the request came over plain
// http, the token must decrypt with our secret under that cookie's name and be unexpired
// (jose checks `exp`), and a bearer header is ignored: sessions are cookies only.
import { getToken } from "next-auth/jwt";

export async function sessionSubject(requestHeaders: Headers, secret: string): Promise<string | null> {
  const cookie = requestHeaders.get("cookie");
  if (!cookie) return null;
  // Auth.js assumes https when no proxy says otherwise (next-auth's createActionURL).
  const secureCookie = (requestHeaders.get("x-forwarded-proto") ?? "https") === "https";
  const token = await getToken({ req: { headers: new Headers({ cookie }) }, secret, secureCookie });
  return typeof token?.sub === "string" && token.sub ? token.sub : null;
}
