// The session cookie, decrypted once per request with Auth.js's own JWT decoder (jose):
// the reviewer id it names, or null. Pages, actions and route handlers use this instead of
// Auth.js `auth()`, which builds an internal request to its session endpoint and runs its
// callbacks for the same answer (a few ms per request, measured in docs/review-workspace.md).
// Same rules as `auth()`: the cookie is the secure one unless the request came over plain
// http, the token must decrypt with our secret under that cookie's name and be unexpired
// (jose checks `exp`), and a bearer header is ignored: sessions are cookies only.
//
// A decrypted token is remembered by its exact cookie text until it expires (at most
// `decryptedTtlMs`): the same text always decrypts to the same claims, so this changes no
// answer, but it spares the key derivation and decryption (~1.3 ms here) on the queue's
// every rows request. Whether the account may still act is read separately (accounts.ts).
import { getToken } from "next-auth/jwt";

export const decryptedTtlMs = 5 * 60_000;
/** More than the sessions one process serves at once; past it the memory starts over. */
const maxEntries = 1_000;

interface Decrypted {
  subject: string;
  secret: string;
  secureCookie: boolean;
  until: number;
}

// On globalThis: Next.js's bundle and the production server's (server.ts) each load this module.
const remembered: Map<string, Decrypted> = ((
  globalThis as { __sessionTokens?: Map<string, Decrypted> }
).__sessionTokens ??= new Map());

export async function sessionSubject(requestHeaders: Headers, secret: string): Promise<string | null> {
  const cookie = requestHeaders.get("cookie");
  if (!cookie) return null;
  // Auth.js assumes https when no proxy says otherwise (next-auth's createActionURL).
  const secureCookie = (requestHeaders.get("x-forwarded-proto") ?? "https") === "https";
  const now = Date.now();
  const hit = remembered.get(cookie);
  if (hit && hit.until > now && hit.secret === secret && hit.secureCookie === secureCookie)
    return hit.subject;
  const token = await getToken({ req: { headers: new Headers({ cookie }) }, secret, secureCookie });
  const subject = typeof token?.sub === "string" && token.sub ? token.sub : null;
  // Only a valid token is remembered, and never past its own expiry.
  if (subject && typeof token?.exp === "number") {
    if (remembered.size >= maxEntries) remembered.clear();
    remembered.set(cookie, {
      subject,
      secret,
      secureCookie,
      until: Math.min(token.exp * 1000, now + decryptedTtlMs),
    });
  }
  return subject;
}
