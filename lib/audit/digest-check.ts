// Checks the audit log against the newest signed digest (digest.ts), whatever the database
// says about earlier verifications: the event the digest signed must still be there with the
// hash that was signed. The chain (verify.ts) proves every event before it links up to it, so
// one digest vouches for the whole log up to its seq. What it catches that the chain cannot:
// a history re-hashed with the chain key, and events cut off the end.
import type { KeyObject } from "node:crypto";
import type { Db } from "../database/dashboard-db";
import { openDigest, type Digest } from "./digest";
import type { DigestStore } from "./digest-store";

export type DigestVerdict =
  { ok: true; newest: Digest | null } | { ok: false; firstBadSeq: number | null; problem: string };

export interface DigestCheckInput {
  db: Db;
  store: DigestStore;
  publicKey: KeyObject;
  /** The chain's last event as the verification found it (null: an empty log). */
  head: { seq: number } | null;
  /** A log whose first event is older than this should have been signed at least once. */
  unsignedGraceMs: number;
  now?: Date;
}

export async function checkNewestDigest(input: DigestCheckInput): Promise<DigestVerdict> {
  const { db, store, publicKey, head } = input;
  const name = await store.newest();
  if (!name) {
    const first = await db.auditEvent.findFirst({ orderBy: { seq: "asc" }, select: { seq: true, at: true } });
    const now = input.now ?? new Date();
    if (first && now.getTime() - first.at.getTime() > input.unsignedGraceMs)
      return {
        ok: false,
        firstBadSeq: null,
        problem:
          `there is no signed digest in ${store.where}, yet the log's first event was recorded at ${first.at.toISOString()}: ` +
          `the digests were removed, or this dashboard keeps them elsewhere (AUDIT_DIGEST_DIR, AUDIT_DIGEST_S3_BUCKET)`,
      };
    return { ok: true, newest: null };
  }
  const body = await store.read(name);
  const digest = body === null ? null : openDigest(name, body, publicKey);
  if (!digest)
    return {
      ok: false,
      firstBadSeq: null,
      problem: `the newest digest, ${name} in ${store.where}, is not validly signed by this dashboard's key: forged or altered`,
    };
  const event = await db.auditEvent.findUnique({ where: { seq: digest.seq }, select: { hash: true } });
  const signed = `signed in the digest of ${digest.signedAt}`;
  if (!event)
    return {
      ok: false,
      firstBadSeq: digest.seq,
      problem:
        `event ${digest.seq}, ${signed}, is gone: events were removed by someone with database access ` +
        `(cut off the end, or removed and the rest re-hashed with the chain key); the log now ends at ${head ? `event ${head.seq}` : "nothing"}`,
    };
  if (event.hash !== digest.hash)
    return {
      ok: false,
      firstBadSeq: digest.seq,
      problem: `event ${digest.seq} no longer has the hash ${signed}: history up to it was rewritten by someone with database access and the chain key`,
    };
  return { ok: true, newest: digest };
}
