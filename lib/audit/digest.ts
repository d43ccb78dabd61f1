// Signed digests of the audit chain, after CloudTrail's log-file integrity validation: the
// chain's head (seq, hash, time) signed with an Ed25519 key that lives outside the database,
// kept outside it too (a directory or an S3-compatible bucket: digest-store.ts). Someone who
// can write the database but not the store or the key can re-hash a rewritten history or cut
// its end, but can no longer make it match a digest signed before.
import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from "node:crypto";

export interface ChainHead {
  seq: number;
  hash: string;
  at: string;
}

export interface Digest extends ChainHead {
  format: "kyc-audit-digest-v1";
  signedAt: string;
}

// PKCS#8 wrapping of a raw 32-byte Ed25519 seed (RFC 8410), so the key can be kept like the
// other secrets: 32 random bytes in a file of mode 0600, or in an environment variable.
const pkcs8Prefix = Buffer.from("302e020100300506032b657004220420", "hex");

export function signingKey(seed: string): KeyObject {
  const raw = Buffer.from(seed, "base64url");
  if (raw.length !== 32) throw new Error("the audit signing key must be 32 bytes, base64url-encoded");
  return createPrivateKey({ key: Buffer.concat([pkcs8Prefix, raw]), format: "der", type: "pkcs8" });
}

export const publicKeyOf = (key: KeyObject) => createPublicKey(key);

// The signed text: fixed key order, so signer and verifier agree byte for byte.
const canonical = (d: Digest) => JSON.stringify([d.format, d.seq, d.hash, d.at, d.signedAt]);

// Names sort newest first (the seq counted down from 10^10), so the newest digest is the first
// name a store lists: one short listing, however many digests there are. The seq follows for people.
const countdown = 9_999_999_999;
const namePattern = /^digest-(\d{10})-seq-(\d+)\.json$/;
export const digestNamePrefix = "digest-";

export const digestName = (seq: number) =>
  `digest-${String(countdown - seq).padStart(10, "0")}-seq-${seq}.json`;

export function isDigestName(name: string): boolean {
  return namePattern.test(name);
}

/** The digest of `head`, signed, as the name and text to store. */
export function signDigest(
  key: KeyObject,
  head: ChainHead,
  now = new Date(),
): { name: string; body: string } {
  const digest: Digest = { format: "kyc-audit-digest-v1", ...head, signedAt: now.toISOString() };
  const signature = sign(null, Buffer.from(canonical(digest)), key).toString("base64");
  return { name: digestName(head.seq), body: JSON.stringify({ digest, signature }, null, 2) + "\n" };
}

/** A stored digest, if its signature holds under `publicKey` and its name is its own seq's. */
export function openDigest(name: string, body: string, publicKey: KeyObject): Digest | null {
  try {
    const { digest, signature } = JSON.parse(body) as { digest: Digest; signature: string };
    if (digest.format !== "kyc-audit-digest-v1" || name !== digestName(digest.seq)) return null;
    return verify(null, Buffer.from(canonical(digest)), publicKey, Buffer.from(signature, "base64"))
      ? digest
      : null;
  } catch {
    return null;
  }
}
