// Governed false positives through the real actions and service: a High-risk false positive
// waits for a second reviewer before approval; one older than the period (backdated in the
// dashboard's own table) lapses, blocks approval again and is listed as due; a change of the
// listed entry (the service's list_entry_version) reopens it.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { amlCase } from "@/tests/support/aml-case";
import { createAccount } from "@/tests/support/dashboard";
import { serviceDb, testClient } from "@/tests/support/kyc-service";
import { inRequestAs } from "@/tests/support/request-scope";

const { recordDecisionAction } = await import("@/lib/decisions/actions");
const { recordVerdictAction } = await import("./actions");
const { currentVerdicts, verdictCounts } = await import("./verdicts");
const { dueFalsePositives } = await import("./due");

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const approve = (submissionId: string) =>
  recordDecisionAction(
    null,
    form({ submissionId, outcome: "approved", reasonCode: "aml_false_positive", note: "Another person" }),
  );
const falsePositive = (submissionId: string, resourceId: string) =>
  recordVerdictAction(
    null,
    form({ submissionId, resourceId, verdict: "false_positive", reason: "Different date of birth" }),
  );

/** Gives the stored match its own risk and listed entry version, as the service's screening does. */
async function setMatch(resourceId: string, risk: string, fingerprint: string) {
  const sdb = await serviceDb();
  const row = await sdb.amlMatch.findUniqueOrThrow({ where: { resourceId } });
  const detail = JSON.parse(row.detail) as { entry: Record<string, unknown> };
  detail.entry.fingerprint = fingerprint;
  await sdb.amlMatch.update({
    where: { resourceId },
    data: { detail: JSON.stringify({ ...detail, risk: { level: risk, reason: `${risk}: test` } }) },
  });
}

const standing = async (id: string, resourceId: string) =>
  (await currentVerdicts(id, (await testClient().getSubmission(id))!)).get(resourceId)?.standing;

describe("governed false positives", () => {
  it("waits for a second reviewer on a High-risk hit", async () => {
    const { id, resourceIds } = await amlCase({ risk: "High", entries: ["G-1"] });
    await setMatch(resourceIds[0]!, "High", "v1");
    const first = await createAccount("reviewer");
    await inRequestAs(first);
    expect(await falsePositive(id, resourceIds[0]!)).toMatchObject({ ok: true });
    expect(await standing(id, resourceIds[0]!)).toBe("awaiting_second");
    // Recorded, not "no verdict": the counts and the refusal say it awaits the second reviewer.
    const record = (await testClient().getSubmission(id))!;
    expect(verdictCounts(record, await currentVerdicts(id, record))).toEqual({ open: 0, awaitingSecond: 1 });
    expect(await approve(id)).toMatchObject({
      ok: false,
      error: expect.stringContaining("awaits a second reviewer's confirmation"),
    });
    const second = await createAccount("manager");
    await inRequestAs(second);
    expect(await falsePositive(id, resourceIds[0]!)).toMatchObject({ ok: true });
    expect(await standing(id, resourceIds[0]!)).toBe("in_force");
  });

  it("lapses after the period and when the listed entry changes", async () => {
    const { id, resourceIds } = await amlCase({ risk: "Medium", entries: ["G-2"] });
    await setMatch(resourceIds[0]!, "Medium", "v1");
    await inRequestAs(await createAccount("reviewer"));
    expect(await falsePositive(id, resourceIds[0]!)).toMatchObject({ ok: true });
    const stored = await db().amlVerdict.findFirstOrThrow({ where: { submissionId: id } });
    expect(stored).toMatchObject({ entryVersion: "v1", riskLevel: "Medium", listVersion: "2026-01-01" });
    expect(await standing(id, resourceIds[0]!)).toBe("in_force");

    await setMatch(resourceIds[0]!, "Medium", "v2");
    expect(await standing(id, resourceIds[0]!)).toBe("entry_changed");
    await setMatch(resourceIds[0]!, "Medium", "v1");

    const thirteenMonthsAgo = new Date();
    thirteenMonthsAgo.setUTCMonth(thirteenMonthsAgo.getUTCMonth() - 13);
    await db().amlVerdict.update({ where: { id: stored.id }, data: { createdAt: thirteenMonthsAgo } });
    expect(await standing(id, resourceIds[0]!)).toBe("expired");
    expect(await approve(id)).toMatchObject({ ok: false, error: expect.stringContaining("no verdict yet") });
    expect((await dueFalsePositives()).map((d) => d.submissionId)).toContain(id);

    expect(await falsePositive(id, resourceIds[0]!)).toMatchObject({ ok: true });
    expect((await dueFalsePositives()).map((d) => d.submissionId)).not.toContain(id);
  });
});
