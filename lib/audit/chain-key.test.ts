// The keyed chain against someone who can write the database but does not hold the chain
// key: whatever they re-hash a rewritten history with (the old plain SHA-256, or a key of
// their own), the chain itself names the rewrite, even where no signed digest covers it yet.
// And a log recorded before the chain was keyed still verifies, up to the configured seq.
import { randomBytes } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { testAuditEvent } from "@/tests/support/audit-event";
import { appendAuditEvent } from "./chain";
import { eventHash, genesisHash, type ChainKey } from "./chain-hash";
import { verifyChain } from "./verify";
import { verifyChainParallel } from "./verify-parallel";

const url = () => env().databaseUrl;
const key = () => env().audit.chainKey();
const keyed = (unkeyedUntil = 0) => ({ key: key(), unkeyedUntil });

const event = (target: string) =>
  testAuditEvent({
    actorId: "m1",
    actorEmail: "m1@example.test",
    action: "deletion.approve",
    targetId: target,
    ip: "192.0.2.7",
    userAgent: "vitest",
  });

/** What a database writer does: removes a target's events and re-hashes the rest with `as`. */
async function rewriteWithout(target: string, as: ChainKey) {
  await db().auditEvent.deleteMany({ where: { targetId: target } });
  let prevHash = genesisHash;
  for (const row of await db().auditEvent.findMany({ orderBy: { seq: "asc" } })) {
    const hash = eventHash(row, prevHash, as);
    // Two steps: prevHash and hash are unique, and a re-hash may collide with a neighbour's old value.
    await db().auditEvent.update({
      where: { seq: row.seq },
      data: { prevHash: `t-${row.seq}`, hash: `h-${row.seq}` },
    });
    await db().auditEvent.update({ where: { seq: row.seq }, data: { prevHash, hash } });
    prevHash = hash;
  }
}

const seqs: number[] = [];
beforeEach(async () => {
  await db().auditEvent.deleteMany();
  seqs.length = 0;
  for (const target of ["a", "b", "hidden", "c", "d"])
    seqs.push((await appendAuditEvent(db(), event(target), key())).seq);
});

describe("the keyed audit chain", () => {
  it("names a rewrite re-hashed with plain SHA-256 (no key), at the first event it touched", async () => {
    await rewriteWithout("hidden", null);
    const report = await verifyChain(url(), keyed());
    expect(report).toMatchObject({
      intact: false,
      firstBrokenSeq: seqs[0],
      problem: expect.stringMatching(
        /plain SHA-256 hash where the chain is keyed: re-hashed .* without the chain key/,
      ),
    });
    // Workers give the same report (audit:verify runs them).
    expect(await verifyChainParallel(url(), keyed(), { workers: 2, minEventsPerWorker: 1 })).toEqual(report);
  });

  it("names a rewrite re-hashed under a key of the writer's own", async () => {
    await rewriteWithout("hidden", randomBytes(32).toString("base64url"));
    expect(await verifyChain(url(), keyed())).toMatchObject({
      intact: false,
      firstBrokenSeq: seqs[0],
      problem: expect.stringMatching(/re-hashed without the chain key/),
    });
  });

  it("passes the same rewrite re-hashed with the chain key: the key is what the rewrite lacked", async () => {
    await rewriteWithout("hidden", key());
    expect(await verifyChain(url(), keyed())).toMatchObject({ intact: true, events: 4 });
  });

  it("still verifies a log recorded before the keying, up to AUDIT_CHAIN_UNKEYED_UNTIL, and anchors it by the first keyed event", async () => {
    await db().auditEvent.deleteMany();
    // An old log: three events with plain SHA-256 hashes, then the upgrade appends keyed ones.
    let prevHash = genesisHash;
    const old: number[] = [];
    for (const target of ["o1", "o2", "o3"]) {
      const content = { ...event(target), at: new Date() };
      const hash = eventHash(content, prevHash, null);
      old.push((await db().auditEvent.create({ data: { ...content, prevHash, hash } })).seq);
      prevHash = hash;
    }
    await appendAuditEvent(db(), event("new"), key());
    expect(await verifyChain(url(), keyed(old[2]))).toMatchObject({ intact: true, events: 4 });
    // Not declared: the unkeyed events are named, with where to declare them.
    expect(await verifyChain(url(), keyed(old[0]))).toMatchObject({
      intact: false,
      firstBrokenSeq: old[1],
      problem: expect.stringMatching(/AUDIT_CHAIN_UNKEYED_UNTIL/),
    });
    // Rewriting the old part needs no key, but the first keyed event's link gives it away.
    await db().auditEvent.update({ where: { seq: old[1]! }, data: { outcome: "failure" } });
    const changed = await db().auditEvent.findUniqueOrThrow({ where: { seq: old[1]! } });
    const rehashed = eventHash(changed, changed.prevHash, null);
    await db().auditEvent.update({ where: { seq: old[1]! }, data: { hash: rehashed } });
    await db().auditEvent.update({ where: { seq: old[2]! }, data: { prevHash: rehashed } });
    const fixed = await db().auditEvent.findUniqueOrThrow({ where: { seq: old[2]! } });
    await db().auditEvent.update({
      where: { seq: old[2]! },
      data: { hash: eventHash(fixed, fixed.prevHash, null) },
    });
    expect(await verifyChain(url(), keyed(old[2]))).toMatchObject({
      intact: false,
      problem: expect.stringMatching(/does not follow event/),
    });
  });
});
