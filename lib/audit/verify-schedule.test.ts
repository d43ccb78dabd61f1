// The scheduled verification: one run per interval whichever process offers first (the claim
// is a row in the database, so it holds across processes), stored like "Verify now"'s run.
import { vi, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { claimSlot } from "@/lib/scheduled-run";
import { appendEvents, changeEvent } from "@/tests/support/audit-tampering";
import { scheduledVerification } from "./verify-schedule";

beforeEach(async () => {
  await db().auditEvent.deleteMany();
  await db().auditVerification.deleteMany();
  await db().scheduledRun.deleteMany();
});

describe("scheduled verification", () => {
  it("claims each slot once", async () => {
    const at = new Date("2026-11-26T10:30:00Z");
    expect(await claimSlot(db(), "job", 3_600_000, at)).toBe(true);
    expect(await claimSlot(db(), "job", 3_600_000, new Date("2026-11-26T10:59:59Z"))).toBe(false);
    expect(await claimSlot(db(), "other", 3_600_000, at)).toBe(true);
    expect(await claimSlot(db(), "job", 3_600_000, new Date("2026-11-26T11:00:00Z"))).toBe(true);
  });

  it("verifies once per interval and stores a failure with the first bad event", async () => {
    const seqs = await appendEvents(db(), env().audit.chainKey(), ["a", "b", "c"]);
    const now = new Date();
    await scheduledVerification(now);
    await scheduledVerification(now); // another process in the same interval: skipped
    expect(await db().auditVerification.findMany()).toMatchObject([{ intact: true, events: 3 }]);

    await changeEvent(db(), seqs[1]!);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await scheduledVerification(new Date(now.getTime() + env().audit.verifyIntervalMs));
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining(`scheduled audit verification FAILED at event ${seqs[1]}`),
    );
    logged.mockRestore();
    expect(await db().auditVerification.findFirstOrThrow({ orderBy: { id: "desc" } })).toMatchObject({
      intact: false,
      firstBrokenSeq: seqs[1],
    });
  });
});
