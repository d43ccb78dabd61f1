import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { testAuditEvent } from "@/tests/support/audit-event";
import { appendAuditEvent } from "./chain";
import { verifyChain } from "./verify";
import { verifyChainParallel } from "./verify-parallel";

const keys = () => env().audit.chainKeys();

// The parallel verification must give exactly the one-pass report: three workers on five
// events, so a change lands inside a stretch and a reorder across two (worker start-up under
// tsx takes a second or two, hence only these two cases).
const inParallel = () => verifyChainParallel(url(), keys(), { workers: 3, minEventsPerWorker: 1 });

const event = (n: number) =>
  testAuditEvent({
    action: `test.event.${n}`,
    targetId: `sub-${n}`,
    detail: JSON.stringify({ n }),
    ip: "192.0.2.1",
    userAgent: "vitest",
    requestId: `req-${n}`,
  });

const url = () => env().databaseUrl;
let seqs: number[] = [];

// Each test starts from a fresh five-event chain.
beforeEach(async () => {
  await db().auditEvent.deleteMany();
  seqs = [];
  for (let n = 1; n <= 5; n++) {
    seqs.push((await appendAuditEvent(db(), event(n), keys().key)).seq);
  }
});

describe("audit chain verification", () => {
  it("reports an untouched chain intact, with its head", async () => {
    const report = await verifyChain(url(), keys());
    expect(report).toMatchObject({ intact: true, events: 5, headSeq: seqs[4] });
  });

  it("names a changed event", async () => {
    await db().$executeRawUnsafe(`UPDATE "AuditEvent" SET "outcome" = 'failure' WHERE "seq" = ${seqs[2]}`);
    expect(await verifyChain(url(), keys())).toMatchObject({
      intact: false,
      firstBrokenSeq: seqs[2],
      problem: expect.stringMatching(/was changed/),
    });
    expect(await inParallel()).toEqual(await verifyChain(url(), keys()));
  });

  it("names the event after a removed one", async () => {
    await db().$executeRawUnsafe(`DELETE FROM "AuditEvent" WHERE "seq" = ${seqs[1]}`);
    expect(await verifyChain(url(), keys())).toMatchObject({
      intact: false,
      firstBrokenSeq: seqs[2],
      problem: expect.stringMatching(/removed or reordered/),
    });
  });

  it("notices reordered events", async () => {
    // Swap the content of events 2 and 3 (hashes included): each is self-consistent, the links are not.
    const [a, b] = [seqs[1]!, seqs[2]!];
    await db().$executeRawUnsafe(`UPDATE "AuditEvent" SET "seq" = -1 WHERE "seq" = ${a}`);
    await db().$executeRawUnsafe(`UPDATE "AuditEvent" SET "seq" = ${a} WHERE "seq" = ${b}`);
    await db().$executeRawUnsafe(`UPDATE "AuditEvent" SET "seq" = ${b} WHERE "seq" = -1`);
    expect(await verifyChain(url(), keys())).toMatchObject({ intact: false, firstBrokenSeq: a });
    expect(await inParallel()).toEqual(await verifyChain(url(), keys()));
  });

  it("agrees with the JavaScript hash on awkward text (SQLite builds the canonical text on the fast path)", async () => {
    const awkward = {
      ...event(6),
      reason: 'quote " backslash \\ tab \t newline \n nul-ish \u0001 del \u007f',
      statedReason: "한국어 é 😀 \u2028 \u2029 </script>",
      detail: JSON.stringify({ s: "\u0000\u001f" }),
    };
    const { seq } = await appendAuditEvent(db(), awkward, keys().key);
    expect(await verifyChain(url(), keys())).toMatchObject({ intact: true, events: 6 });
    await db().$executeRawUnsafe(`UPDATE "AuditEvent" SET "statedReason" = 'edited' WHERE "seq" = ${seq}`);
    expect(await verifyChain(url(), keys())).toMatchObject({
      intact: false,
      firstBrokenSeq: seq,
      problem: expect.stringMatching(/was changed/),
    });
  });

  it("says an empty log is intact", async () => {
    await db().auditEvent.deleteMany();
    expect(await verifyChain(url(), keys())).toMatchObject({ intact: true, events: 0, headSeq: null });
  });
});
