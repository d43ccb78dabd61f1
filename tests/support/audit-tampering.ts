// What an attacker with write access to the dashboard database does to the audit log, for the
// tests that prove verification names it (lib/audit/verification.test.ts, scripts/audit-verify.test.ts).
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Db } from "../../lib/database/dashboard-db";
import { appendAuditEvent, eventHash, genesisHash } from "../../lib/audit/chain";
import { signDigest, signingKey } from "../../lib/audit/digest";
import { testAuditEvent } from "./audit-event";

/** Appends one event per target; the seqs in order. */
export async function appendEvents(db: Db, chainKey: string, targets: string[]): Promise<number[]> {
  const seqs: number[] = [];
  for (const target of targets)
    seqs.push(
      (await appendAuditEvent(db, testAuditEvent({ action: "deletion.approve", targetId: target }), chainKey))
        .seq,
    );
  return seqs;
}

/** Edits one event's content in place (no key: the stored hash stays). */
export const changeEvent = (db: Db, seq: number) =>
  db.$executeRawUnsafe(`UPDATE "AuditEvent" SET "outcome" = 'failure' WHERE "seq" = ${seq}`);

export const removeEvents = (db: Db, where: string) =>
  db.$executeRawUnsafe(`DELETE FROM "AuditEvent" WHERE ${where}`);

/** Cuts the events from `seq` on, and moves the stored verification head to the new last event. */
export async function cutTail(db: Db, seq: number): Promise<void> {
  await removeEvents(db, `"seq" >= ${seq}`);
  const last = await db.auditEvent.findFirstOrThrow({ orderBy: { seq: "desc" } });
  await db.auditVerification.updateMany({
    data: { headSeq: last.seq, headHash: last.hash, intact: true, problem: null },
  });
}

/** With the chain key taken from the server: removes one target's events and re-hashes every later one. */
export async function rehashWithout(db: Db, chainKey: string, target: string): Promise<void> {
  await db.auditEvent.deleteMany({ where: { targetId: target } });
  let prevHash = genesisHash;
  for (const row of await db.auditEvent.findMany({ orderBy: { seq: "asc" } })) {
    const hash = eventHash(row, prevHash, chainKey);
    // Two steps: prevHash and hash are unique, and the new values may be another row's old ones.
    await db.auditEvent.update({
      where: { seq: row.seq },
      data: { prevHash: `tmp-${row.seq}`, hash: `tmp-h-${row.seq}` },
    });
    await db.auditEvent.update({ where: { seq: row.seq }, data: { prevHash, hash } });
    prevHash = hash;
  }
  await db.auditVerification.deleteMany();
}

/** A digest file for a later seq, signed with a key that is not the dashboard's. */
export function forgeDigest(dir: string, head: { seq: number; hash: string }): string {
  const { name, body } = signDigest(signingKey(randomBytes(32).toString("base64url")), {
    ...head,
    at: new Date().toISOString(),
  });
  writeFileSync(path.join(dir, name), body);
  return name;
}

export const digestFiles = (dir: string) => readdirSync(dir).filter((n) => n.startsWith("digest-"));

export const tempDigestDir = () => mkdtempSync(path.join(os.tmpdir(), "audit-digests-"));

/** Arranges a log recorded `ms` earlier (every event's time moved back, the chain re-hashed with its key). */
export async function backdateLog(db: Db, chainKey: string, ms: number): Promise<void> {
  for (const row of await db.auditEvent.findMany({ orderBy: { seq: "asc" } }))
    await db.auditEvent.update({ where: { seq: row.seq }, data: { at: new Date(row.at.getTime() - ms) } });
  await rehashWithout(db, chainKey, "\u0000none");
}
