import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createAccount } from "@/tests/support/dashboard";
import { inRequestAs } from "@/tests/support/request-scope";
import { changeEvent } from "@/tests/support/audit-tampering";
import { lookupDeletionsByEmail, verifyAuditChain } from "./actions";
import { fetchChainStatus } from "./queries";
import { emailHmac } from "./hmac";
import { env } from "@/lib/env";

describe("audit log actions", () => {
  it("looks up deletions by e-mail through its keyed hash, and keeps the address out of the log", async () => {
    const requester = await createAccount("reviewer");
    const email = `erased-${Date.now()}@example.com`;
    await db().deletionRequest.create({
      data: {
        submissionId: "sub-lookup",
        emailHmac: emailHmac(env().audit.hmacKey(), email),
        reason: "erasure",
        status: "deleted",
        requestedById: requester.id,
        requestedByEmail: requester.email,
        submissionStatus: "approved",
      },
    });
    await inRequestAs(await createAccount("manager"));
    const found = await lookupDeletionsByEmail({ email: email.toUpperCase() });
    expect(found).toMatchObject({
      ok: true,
      data: [
        {
          submissionId: "sub-lookup",
          status: "deleted",
          submissionStatus: "approved",
          requestedByEmail: requester.email,
        },
      ],
    });
    expect(await lookupDeletionsByEmail({ email: "someone-else@example.com" })).toEqual({
      ok: true,
      data: [],
    });
    expect(await lookupDeletionsByEmail({ email: "not an e-mail" })).toMatchObject({
      ok: false,
      fieldErrors: { email: [expect.any(String)] },
    });
    const log = await db().auditEvent.findMany({ where: { action: "audit.email_lookup" } });
    expect(log.map((e) => e.outcome)).toEqual(["success", "success", "failure"]);
    expect(JSON.stringify(log).toLowerCase()).not.toContain(email);
  });

  it("verifies the chain on demand and records the run for the page's status", async () => {
    await inRequestAs(await createAccount("admin"));
    const result = await verifyAuditChain({});
    expect(result).toMatchObject({ ok: true, data: { intact: true, firstBrokenSeq: null } });
    const events = result.ok ? result.data.events : 0;
    expect(events).toBeGreaterThan(0);
    expect(await db().auditVerification.findFirstOrThrow({ orderBy: { id: "desc" } })).toMatchObject({
      intact: true,
      events,
    });
  });

  it("reports a tampered log as failed, naming the first bad event, for /audit and /overview", async () => {
    await inRequestAs(await createAccount("manager"));
    expect(await verifyAuditChain({})).toMatchObject({ ok: true, data: { intact: true } });
    const event = await db().auditEvent.findFirstOrThrow({ orderBy: { seq: "desc" } });
    await changeEvent(db(), event.seq);
    expect(await verifyAuditChain({})).toMatchObject({
      ok: true,
      data: { intact: false, firstBrokenSeq: event.seq },
    });
    expect((await fetchChainStatus()).broken).toMatchObject({
      firstBrokenSeq: event.seq,
      problem: expect.stringMatching(/was changed/),
    });
  });
});
