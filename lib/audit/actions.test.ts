import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createAccount } from "@/tests/support/dashboard";
import { inRequestAs } from "@/tests/support/request-scope";
import { changeEvent } from "@/tests/support/audit-tampering";
import { lookupApplicantByEmail, verifyAuditChain } from "./actions";
import { fetchChainStatus } from "./queries";
import { emailHmac } from "./hmac";
import { env } from "@/lib/env";

describe("audit log actions", () => {
  it("answers deleted, still held or never seen, by the e-mail's keyed hash, and keeps the address out of the log", async () => {
    const requester = await createAccount("reviewer");
    const erased = `erased-${Date.now()}@example.com`;
    const kept = `Kept-${Date.now()}@Example.com`;
    await db().deletionRequest.create({
      data: {
        submissionId: "sub-lookup",
        emailHmac: emailHmac(env().audit.hmacKey(), erased),
        reason: "erasure",
        status: "deleted",
        requestedById: requester.id,
        requestedByEmail: requester.email,
        submissionStatus: "approved",
      },
    });
    // A rejected applicant whose data the dashboard still holds: in the case index only.
    await db().indexedSubmission.create({
      data: {
        submissionId: "sub-kept",
        createdAt: "2026-11-20T10:00:00.000Z",
        email: kept,
        emailFolded: kept.toLowerCase(),
        status: "rejected",
        seenAt: new Date(),
      },
    });
    await inRequestAs(await createAccount("manager"));
    expect(await lookupApplicantByEmail({ email: erased.toUpperCase() })).toMatchObject({
      ok: true,
      data: {
        answer: "deleted",
        held: [],
        deletions: [
          {
            submissionId: "sub-lookup",
            status: "deleted",
            submissionStatus: "approved",
            requestedByEmail: requester.email,
          },
        ],
      },
    });
    expect(await lookupApplicantByEmail({ email: kept.toLowerCase() })).toMatchObject({
      ok: true,
      data: { answer: "held", held: [{ submissionId: "sub-kept", status: "rejected" }], deletions: [] },
    });
    expect(await lookupApplicantByEmail({ email: "someone-else@example.com" })).toEqual({
      ok: true,
      data: { answer: "never_seen", held: [], deletions: [] },
    });
    expect(await lookupApplicantByEmail({ email: "not an e-mail" })).toMatchObject({
      ok: false,
      fieldErrors: { email: [expect.any(String)] },
    });
    const log = await db().auditEvent.findMany({
      where: { action: "audit.email_lookup" },
      orderBy: { seq: "asc" },
    });
    expect(log.map((e) => e.outcome)).toEqual(["success", "success", "success", "failure"]);
    const text = JSON.stringify(log).toLowerCase();
    for (const email of [erased, kept.toLowerCase(), "someone-else@example.com"])
      expect(text).not.toContain(email);
    // The looked-up address is on record by its keyed hash, the log's one form of an e-mail.
    expect(text).toContain(`email#${emailHmac(env().audit.hmacKey(), erased).slice(0, 16)}`);
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
