// Signs the chain's head into the digest store, unless the newest digest already covers it or
// the database contradicts it (then a cut or rewrite is waiting to be reported, and signing the
// altered log would only add a digest that agrees with it). Used by the timer, after every
// AUDIT_DIGEST_EVERY-th event and after each verification that found the log intact.
import type { KeyObject } from "node:crypto";
import type { Db } from "../database/dashboard-db";
import { openDigest, publicKeyOf, signDigest, type ChainHead } from "./digest";
import type { DigestStore } from "./digest-store";

export type SignOutcome = "written" | "covered" | { refused: string };

export async function signHead(
  db: Db,
  store: DigestStore,
  key: KeyObject,
  head: ChainHead,
  now = new Date(),
): Promise<SignOutcome> {
  const newestName = await store.newest();
  if (newestName) {
    const body = await store.read(newestName);
    const newest = body === null ? null : openDigest(newestName, body, publicKeyOf(key));
    if (!newest) return { refused: `the newest digest ${newestName} is not validly signed` };
    const event = await db.auditEvent.findUnique({ where: { seq: newest.seq }, select: { hash: true } });
    if (event?.hash !== newest.hash)
      return { refused: `event ${newest.seq} no longer matches the newest digest, ${newestName}` };
    // Another process signed a later head meanwhile.
    if (newest.seq >= head.seq) return "covered";
  }
  const { name, body } = signDigest(key, head, now);
  return (await store.create(name, body)) ? "written" : "covered";
}

/** The database's current head, to sign. */
export async function currentHead(db: Db): Promise<ChainHead | null> {
  const head = await db.auditEvent.findFirst({
    orderBy: { seq: "desc" },
    select: { seq: true, hash: true, at: true },
  });
  return head ? { seq: head.seq, hash: head.hash, at: head.at.toISOString() } : null;
}
