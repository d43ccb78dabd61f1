// The overview's duplicate figures from the dashboard's own table (this file's database copy).
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { recordLookup } from "@/lib/duplicates/store";
import { fetchDuplicateFigures } from "./duplicates";

const lookup = (matchIds: string[]) => ({ matchIds, scanned: 10, complete: true });

describe("duplicate figures", () => {
  it("counts groups found, waiting, escalated and resolved by outcome, not cases with none", async () => {
    await recordLookup("fig-clear", lookup([]));
    await recordLookup("fig-open", lookup(["a"]));
    await recordLookup("fig-escalated", lookup(["b"]));
    await recordLookup("fig-same", lookup(["c"]));
    await recordLookup("fig-dup", lookup(["d", "e"]));
    await db().duplicateGroup.update({
      where: { submissionId: "fig-escalated" },
      data: { status: "escalated" },
    });
    for (const [id, outcome] of [
      ["fig-same", "same_person"],
      ["fig-dup", "duplicate_account"],
    ])
      await db().duplicateGroup.update({
        where: { submissionId: id },
        data: { status: "resolved", outcome },
      });
    expect(await fetchDuplicateFigures()).toEqual({
      found: 4,
      awaiting: 1,
      escalated: 1,
      resolved: 2,
      byOutcome: { same_person: 1, duplicate_account: 1 },
    });
  });

  it("reopens a resolved group only when the lookup finds someone new", async () => {
    await recordLookup("fig-reopen", lookup(["x"]));
    await db().duplicateGroup.update({
      where: { submissionId: "fig-reopen" },
      data: { status: "resolved", outcome: "same_person" },
    });
    expect((await recordLookup("fig-reopen", lookup(["x"]))).status).toBe("resolved");
    const reopened = await recordLookup("fig-reopen", lookup(["x", "y"]));
    expect(reopened).toMatchObject({ status: "open", outcome: null });
  });
});
