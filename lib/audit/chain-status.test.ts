// The chain panel's status: a verification that found the log empty verified nothing, so the
// panel says "not verified yet" rather than "verified intact (0 events)".
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { fetchChainStatus } from "./queries";

describe("the audit chain status", () => {
  it("counts no run over an empty log as a verification", async () => {
    await db().auditVerification.deleteMany({});
    await db().auditVerification.create({ data: { intact: true, events: 0 } });
    expect((await fetchChainStatus()).lastIntact).toBeNull();
  });

  it("shows the last run that verified events", async () => {
    await db().auditVerification.create({ data: { intact: true, events: 12, headSeq: 12 } });
    await db().auditVerification.create({ data: { intact: true, events: 0 } });
    expect((await fetchChainStatus()).lastIntact).toMatchObject({ events: 12 });
  });
});
