// The two forms of personal data in evidence: as read, and as a keyed hash (the audit HMAC key,
// lib/audit/hmac.ts) that stays after erasure. With the key, someone who is given the data
// again (the applicant, a court) can show it is the data the decision was about; without it,
// the hash says nothing. An e-mail is hashed as the deletion lookup hashes it, so the two agree.
import { createHmac } from "node:crypto";
import { emailHmac } from "../audit/hmac";
import type { Personal } from "./case-record";

export const hashedPrefix = "hmac-sha256:";

export const asRead: Personal = (value) => value;

export function keyedHashes(key: string): Personal {
  return (value, kind) =>
    hashedPrefix +
    (kind === "email" ? emailHmac(key, value) : createHmac("sha256", key).update(value).digest("hex"));
}
