import { describe, expect, it } from "vitest";
import { createDb } from "@/lib/database/dashboard-db";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { appendAuditEvent, eventHash, genesisHash } from "./chain";
import { testAuditEvent } from "@/tests/support/audit-event";

const keys = () => env().audit.chainKeys();

const event = (action: string) => testAuditEvent({ actorRole: "reviewer", action });

async function chainIsIntact() {
  const rows = await db().auditEvent.findMany({ orderBy: { seq: "asc" } });
  let prev = genesisHash;
  for (const row of rows) {
    if (row.prevHash !== prev || eventHash(row, prev, keys().key) !== row.hash)
      return { intact: false, rows };
    prev = row.hash;
  }
  return { intact: true, rows };
}

describe("appendAuditEvent", () => {
  it("never records a time earlier than the previous event's (a lagging clock), so time follows chain order", async () => {
    const head = await appendAuditEvent(db(), event("test.before_ahead"), keys().key);
    const ahead = new Date(Date.now() + 60 * 60_000);
    // An event written by a replica whose clock runs an hour ahead.
    const content = { ...event("test.clock_ahead"), at: ahead };
    await db().auditEvent.create({
      data: { ...content, prevHash: head.hash, hash: eventHash(content, head.hash, keys().key) },
    });
    const next = await appendAuditEvent(db(), event("test.after_ahead"), keys().key);
    const row = await db().auditEvent.findUniqueOrThrow({ where: { seq: next.seq } });
    expect(row.at.getTime()).toBe(ahead.getTime());
    expect((await chainIsIntact()).intact).toBe(true);
  });

  it("links each event to the previous one's hash, starting from the genesis hash", async () => {
    const first = await appendAuditEvent(db(), event("test.first"), keys().key);
    const second = await appendAuditEvent(db(), event("test.second"), keys().key);
    const rows = await db().auditEvent.findMany({
      where: { seq: { in: [first.seq, second.seq] } },
      orderBy: { seq: "asc" },
    });
    expect(rows[1]!.prevHash).toBe(rows[0]!.hash);
    expect((await chainIsIntact()).intact).toBe(true);
  });

  it("keeps one chain when two database clients (two processes) append at the same time", async () => {
    const other = createDb(env().databaseUrl);
    try {
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          appendAuditEvent(i % 2 ? other : db(), event(`test.concurrent.${i}`), keys().key),
        ),
      );
    } finally {
      await other.$disconnect();
    }
    const { intact, rows } = await chainIsIntact();
    expect(intact).toBe(true);
    expect(rows.filter((r) => r.action.startsWith("test.concurrent.")).length).toBe(20);
  });

  it("a changed field no longer matches its hash", async () => {
    const { seq } = await appendAuditEvent(db(), event("test.tamper"), keys().key);
    const row = await db().auditEvent.findUniqueOrThrow({ where: { seq } });
    expect(eventHash({ ...row, outcome: "failure" }, row.prevHash, keys().key)).not.toBe(row.hash);
    expect(eventHash(row, row.prevHash, keys().key)).toBe(row.hash);
  });
});
