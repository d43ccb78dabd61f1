// Signed digests of the audit chain, after CloudTrail's log-file integrity validation: every
// so many events and at least hourly, the chain's head (seq, hash, time) is signed with an
// Ed25519 key that lives outside the database and written as a file outside it
// (AUDIT_DIGEST_DIR). Someone who can write the database but not that directory or key can
// re-hash a rewritten history, but can no longer make it match a digest signed before.
import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface ChainHead {
  seq: number;
  hash: string;
  at: string;
}

export interface Digest extends ChainHead {
  format: "kyc-audit-digest-v1";
  signedAt: string;
}

export interface SignedDigest {
  digest: Digest;
  signature: string;
  file: string;
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

const fileName = (seq: number) => `audit-digest-${String(seq).padStart(12, "0")}.json`;

/** Writes the digest of `head` unless one for that seq exists (another process wrote it). */
export function writeDigest(dir: string, key: KeyObject, head: ChainHead, now = new Date()): boolean {
  const digest: Digest = { format: "kyc-audit-digest-v1", ...head, signedAt: now.toISOString() };
  const signature = sign(null, Buffer.from(canonical(digest)), key).toString("base64");
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(path.join(dir, fileName(head.seq)), JSON.stringify({ digest, signature }, null, 2) + "\n", {
      flag: "wx",
    });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/** Every digest in the directory, oldest first, each with whether its signature holds. */
export function readDigests(dir: string, publicKey: KeyObject): (SignedDigest & { valid: boolean })[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => /^audit-digest-\d{12}\.json$/.test(n));
  } catch {
    return [];
  }
  return names.sort().map((name) => {
    const file = path.join(dir, name);
    try {
      const { digest, signature } = JSON.parse(readFileSync(file, "utf8")) as {
        digest: Digest;
        signature: string;
      };
      const valid = verify(null, Buffer.from(canonical(digest)), publicKey, Buffer.from(signature, "base64"));
      return { digest, signature, file, valid };
    } catch {
      return {
        digest: { format: "kyc-audit-digest-v1", seq: -1, hash: "", at: "", signedAt: "" },
        signature: "",
        file,
        valid: false,
      };
    }
  });
}

export function latestDigest(dir: string): string | null {
  try {
    return (
      readdirSync(dir)
        .filter((n) => /^audit-digest-\d{12}\.json$/.test(n))
        .sort()
        .at(-1) ?? null
    );
  } catch {
    return null;
  }
}
