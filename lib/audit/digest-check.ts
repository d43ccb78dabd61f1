// Checks the audit log against its signed digests (digest.ts): each digest's event must
// still be in the database with the hash that was signed. A chain that verifies intact but
// disagrees with a digest was rewritten by someone with database access and re-hashed.
import type { KeyObject } from "node:crypto";
import type { Db } from "../database/dashboard-db";
import { readDigests } from "./digest";

export interface DigestReport {
  digests: number;
  /** The first digest the database contradicts, or whose file is not validly signed. */
  problem: string | null;
  /** The newest event a valid digest vouches for: events after it are protected only by the chain. */
  coveredSeq: number;
}

export async function checkDigests(db: Db, dir: string, publicKey: KeyObject): Promise<DigestReport> {
  const digests = readDigests(dir, publicKey);
  let coveredSeq = 0;
  for (const { digest, file, valid } of digests) {
    if (!valid)
      return { digests: digests.length, coveredSeq, problem: `digest ${file} is not validly signed` };
    const event = await db.auditEvent.findUnique({ where: { seq: digest.seq }, select: { hash: true } });
    if (!event)
      return {
        digests: digests.length,
        coveredSeq,
        problem: `event ${digest.seq}, signed in the digest of ${digest.signedAt}, is missing: history was cut or rewritten by someone with database access`,
      };
    if (event.hash !== digest.hash)
      return {
        digests: digests.length,
        coveredSeq,
        problem: `event ${digest.seq} no longer has the hash signed in the digest of ${digest.signedAt}: history up to it was rewritten by someone with database access`,
      };
    coveredSeq = digest.seq;
  }
  return { digests: digests.length, coveredSeq, problem: null };
}
