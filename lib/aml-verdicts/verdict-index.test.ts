// A verdict writes the record it was checked against into the case index in its own
// transaction: the case's AML status and risk as the reviewer saw them, without the sync.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { amlCase } from "@/tests/support/aml-case";
import { createAccount } from "@/tests/support/dashboard";
import { testClient } from "@/tests/support/kyc-service";
import { inRequestAs } from "@/tests/support/request-scope";
import { applyRecords } from "../case-index/store";

const { recordVerdictAction } = await import("@/lib/aml-verdicts/actions");

describe("a verdict and the case index", () => {
  it("shows the AML status and risk the verdict was checked against at once", async () => {
    await inRequestAs(await createAccount("reviewer"));
    const { id, resourceIds } = await amlCase({ risk: "Medium" });
    const live = (await testClient().getSubmission(id))!;
    // The index as a sync before the screening left it.
    await db().$transaction((tx) => applyRecords(tx, [{ ...live, aml: undefined }], new Date()));
    const row = () => db().indexedSubmission.findUniqueOrThrow({ where: { submissionId: id } });
    expect(await row()).toMatchObject({ amlStatus: null, riskLevel: null, redFlag: false });
    const form = new FormData();
    for (const [k, v] of Object.entries({
      submissionId: id,
      resourceId: resourceIds[0]!,
      verdict: "false_positive",
      reason: "Different date of birth",
    }))
      form.set(k, v);
    expect(await recordVerdictAction(null, form)).toMatchObject({ ok: true });
    expect(await row()).toMatchObject({ amlStatus: "Red Flag", riskLevel: "Medium", redFlag: true });
  });
});
