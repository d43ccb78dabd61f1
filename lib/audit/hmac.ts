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

const emailPattern = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[A-Za-z]{2,}/g;

/** Free text with every e-mail address replaced by a short keyed hash of it. */
export function maskEmails(key: string, text: string): string {
  return text.replace(emailPattern, (email) => `email#${emailHmac(key, email).slice(0, 16)}`);
}

/** The same, through every string inside a JSON-like value. */
export function maskEmailsDeep(key: string, value: unknown): unknown {
  if (typeof value === "string") return maskEmails(key, value);
  if (Array.isArray(value)) return value.map((item) => maskEmailsDeep(key, item));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskEmailsDeep(key, v)]));
  }
  return value;
}
