// Keyed hashes of applicant e-mails: the audit log and deletion records keep these instead
// of the address, so "was this person's data deleted?" can be answered by typing the e-mail
// while the log itself holds no personal data. The key lives outside the database.
import { createHmac } from "node:crypto";

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailHmac(key: string, email: string): string {
  return createHmac("sha256", key).update(normalizeEmail(email)).digest("hex");
}

// What counts as e-mail-shaped, generously: a mask too many costs a word of staff text, one
// too few an address kept in the chain for good. The local part may be quoted, hold Unicode
// and plus-addressing, and stops at what ends it in URLs and query strings (/ ? = & #); the
// "@" may be written %40 (a URL) or in full width; the domain may be Unicode (IDN), punycode
// or an address literal. A dotless domain ("alice@localhost") is not masked: no applicant
// e-mail has one (the KYC interface requires a dotted domain) and "name@host" is common text.
const local = String.raw`(?:"[^"\r\n]{1,64}"|[^\s@＠﹫<>"'()[\],;:/\\?=&#][^\s@＠﹫<>"()[\],;:/\\?=&#]{0,199})`;
const at = String.raw`(?:@|＠|﹫|%40)`;
const label = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}\p{M}-]{0,61}[\p{L}\p{N}\p{M}])?`;
const dot = String.raw`[.．。｡]`;
const domain = String.raw`(?:(?:${label}${dot})+(?:[Xx][Nn]--[A-Za-z0-9-]+|\p{L}[\p{L}\p{M}]+)|\[[0-9A-Fa-f:.]+\])`;
const emailPattern = new RegExp(`${local}${at}${domain}`, "gu");

/** One form of an address however it was written, so its hash is the same everywhere. */
function canonicalEmail(text: string): string {
  let email = text.normalize("NFKC").replace(/[﹫＠]/g, "@");
  try {
    email = decodeURIComponent(email); // alice%2Bkyc%40example.com
  } catch {
    email = email.replace(/%40/g, "@"); // a stray % elsewhere: keep the rest as typed
  }
  return email.replace(/[。｡]/g, ".");
}

/** Free text with every e-mail-shaped part replaced by a short keyed hash of the address. */
export function maskEmails(key: string, text: string): string {
  return text.replace(emailPattern, (email) => `email#${emailHmac(key, canonicalEmail(email)).slice(0, 16)}`);
}

/** The same, through every string (and object key) inside a JSON-like value. */
export function maskEmailsDeep(key: string, value: unknown): unknown {
  if (typeof value === "string") return maskEmails(key, value);
  if (Array.isArray(value)) return value.map((item) => maskEmailsDeep(key, item));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [maskEmails(key, k), maskEmailsDeep(key, v)]),
    );
  }
  return value;
}
