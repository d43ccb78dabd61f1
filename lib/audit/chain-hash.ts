// What an audit event's hash is. The chain is keyed: each hash is an HMAC-SHA-256 under the
// chain key, which lives outside the database (AUDIT_CHAIN_KEY, default a file in
// .data/secrets). Someone who can write the database but lacks the key can still change or
// remove events, but cannot compute the hashes that would make the rewrite verify.
//
// The format name is the first field hashed, so the two schemes never collide:
//   "k1" keyed: HMAC-SHA-256(chain key, JSON of the fields), every event recorded now;
//   "v1" plain SHA-256 of the same JSON, events recorded before the chain was keyed. The
//        verifier accepts these only up to AUDIT_CHAIN_UNKEYED_UNTIL (docs/decisions/0024).
import crypto, { createHash, createHmac, createSecretKey, type KeyObject } from "node:crypto";
import type { ChainRow } from "./chain-reader";

/** What an event's hash covers: every column except seq (assigned by the database) and the hashes. */
export interface ChainedContent {
  at: Date;
  actorId: string | null;
  actorEmail: string | null;
  actorRole: string | null;
  action: string;
  targetId: string | null;
  outcome: string;
  reason: string | null;
  statedReason: string | null;
  detail: string | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

/** The prevHash of the first event. */
export const genesisHash = "0".repeat(64);

/** The chain key, or null for the unkeyed format of old logs (and the bench's baseline). */
export type ChainKey = string | null;

/**
 * How a verifier reads the chain: the key, and the last seq that may still be unkeyed.
 * (A null key verifies a wholly unkeyed chain: the bench's same-run baseline only.)
 */
export interface ChainKeys {
  key: ChainKey;
  unkeyedUntil: number;
}

export const formatOf = (key: ChainKey) => (key === null ? "v1" : "k1");

// crypto.hash (Node >= 20.12) is a one-shot digest about twice as fast as createHash for
// short inputs, which is most of the cost of verifying a long unkeyed chain.
const oneShot = (crypto as { hash?: (algorithm: string, data: string) => string }).hash;
export const sha256 = oneShot
  ? (data: string) => oneShot("sha256", data)
  : (data: string) => createHash("sha256").update(data).digest("hex");

// An HMAC with a prepared KeyObject costs half as much as one given the key as text, which is
// most of the cost of verifying a long chain (docs/benchmarks.md). One key per process.
const prepared = new Map<string, KeyObject>();
function keyObject(key: string): KeyObject {
  let object = prepared.get(key);
  if (!object) prepared.set(key, (object = createSecretKey(Buffer.from(key, "utf8"))));
  return object;
}

/** The hash of a canonical text (the JSON array, format name first) under `key`. */
export const hashText = (key: ChainKey, text: string) =>
  key === null ? sha256(text) : createHmac("sha256", keyObject(key)).update(text).digest("hex");

export function eventHash(content: ChainedContent, prevHash: string, key: ChainKey): string {
  return hashOf(key, [
    content.at.toISOString(),
    content.actorId,
    content.actorEmail,
    content.actorRole,
    content.action,
    content.targetId,
    content.outcome,
    content.reason,
    content.statedReason,
    content.detail,
    content.ip,
    content.userAgent,
    content.requestId,
    prevHash,
  ]);
}

/** The hash of a stored row (ChainRow's column order is the hashed order, after seq). */
export function rowHash(row: ChainRow, key: ChainKey): string {
  return hashOf(key, [isoUtc(row[1]), ...row.slice(2, 15)]);
}

/** How a stored row's hash was made: under the key, plainly (unkeyed), or neither (changed). */
export type HashMatch = "keyed" | "unkeyed" | "none";

export function matchRow(row: ChainRow, key: ChainKey): HashMatch {
  const stored = row[15];
  if (key !== null && rowHash(row, key) === stored) return "keyed";
  return rowHash(row, null) === stored ? "unkeyed" : "none";
}

// A JSON array is an unambiguous encoding: no field can bleed into the next.
const hashOf = (key: ChainKey, fields: (string | number | null)[]) =>
  hashText(key, JSON.stringify([formatOf(key), ...fields]));

// Prisma stores SQLite DateTimes as "2026-11-23T12:06:18.705+00:00": turned into the hashed
// form ("...705Z") by text when it has that shape, without a Date per row.
const storedUtc = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}(Z|\+00:00)$/;
function isoUtc(at: string): string {
  if (storedUtc.test(at)) return at.endsWith("Z") ? at : `${at.slice(0, -6)}Z`;
  return new Date(at).toISOString();
}
