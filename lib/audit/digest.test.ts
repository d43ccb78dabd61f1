// Someone with write access to the database, who has also taken the chain key from the
// server's files, rewrites history: deletes one submission's events, re-hashes every later
// event so the keyed chain verifies, and forgets the last verified head. The chain alone says
// intact; the signed digests kept elsewhere do not. (Without the key the chain itself names
// the rewrite: chain-key.test.ts.)
import { mkdtempSync, readdirSync, rmSync, writeFileSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { testAuditEvent } from "@/tests/support/audit-event";
import { appendAuditEvent, eventHash, genesisHash } from "./chain";
import { checkDigests } from "./digest-check";
import { publicKeyOf, signingKey, writeDigest } from "./digest";
import { verifyChain } from "./verify";

const keys = () => env().audit.chainKeys();

const key = signingKey(randomBytes(32).toString("base64url"));
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "audit-digests-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const event = (target: string) => testAuditEvent({ action: "deletion.approve", targetId: target });

async function rewriteWithout(target: string) {
  await db().auditEvent.deleteMany({ where: { targetId: target } });
  let prevHash = genesisHash;
  for (const row of await db().auditEvent.findMany({ orderBy: { seq: "asc" } })) {
    const hash = eventHash(row, prevHash, keys().key);
    await db().auditEvent.update({
      where: { seq: row.seq },
      data: { prevHash: `tmp-${row.seq}`, hash: `tmp-h-${row.seq}` },
    });
    await db().auditEvent.update({ where: { seq: row.seq }, data: { prevHash, hash } });
    prevHash = hash;
  }
  await db().auditVerification.deleteMany();
}

describe("signed digests outside the database", () => {
  it("name a rewrite that re-hashed the chain, which the chain alone reports intact", async () => {
    await db().auditEvent.deleteMany();
    const dir = tempDir();
    let head = { seq: 0, hash: "", at: new Date() };
    for (const target of ["a", "b", "hidden", "c", "d"])
      head = await appendAuditEvent(db(), event(target), keys().key);
    expect(writeDigest(dir, key, { seq: head.seq, hash: head.hash, at: head.at.toISOString() })).toBe(true);
    expect(await checkDigests(db(), dir, publicKeyOf(key))).toMatchObject({
      digests: 1,
      problem: null,
      coveredSeq: head.seq,
    });

    await rewriteWithout("hidden");
    expect((await verifyChain(env().databaseUrl, null, keys())).intact).toBe(true);
    const report = await checkDigests(db(), dir, publicKeyOf(key));
    expect(report.problem).toMatch(/rewritten by someone with database access/);
  });

  it("refuse a digest file edited to match the rewrite (its signature no longer holds)", async () => {
    await db().auditEvent.deleteMany();
    const dir = tempDir();
    const head = await appendAuditEvent(db(), event("x"), keys().key);
    writeDigest(dir, key, { seq: head.seq, hash: head.hash, at: head.at.toISOString() });
    const file = path.join(dir, readdirSync(dir)[0]!);
    const stored = JSON.parse(readFileSync(file, "utf8"));
    stored.digest.hash = "0".repeat(64);
    writeFileSync(file, JSON.stringify(stored));
    expect((await checkDigests(db(), dir, publicKeyOf(key))).problem).toMatch(/not validly signed/);
    // Another key's signature does not count either.
    const other = tempDir();
    writeDigest(other, signingKey(randomBytes(32).toString("base64url")), {
      seq: head.seq,
      hash: head.hash,
      at: "",
    });
    expect((await checkDigests(db(), other, publicKeyOf(key))).problem).toMatch(/not validly signed/);
  });
});
