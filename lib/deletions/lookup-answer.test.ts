import { describe, expect, it } from "vitest";
import { applicantAnswer, deletionAnswer, type LookedUpDeletion } from "./lookup-answer";

const base: LookedUpDeletion = {
  status: "requested",
  requestedByEmail: "reviewer@x.test",
  requestedAt: "2026-11-01T10:00:00.000Z",
  decidedByEmail: null,
  decidedAt: null,
  completedAt: null,
};
const time = (iso: string | null) => iso ?? "?";

describe("the deletion lookup's answer in every state", () => {
  it("never calls a rejection an approval, and says whether the data is gone", () => {
    const rejected = deletionAnswer(
      { ...base, status: "rejected", decidedByEmail: "manager2@x.test", decidedAt: "t" },
      time,
    );
    expect(rejected.deleted).toBe("no");
    expect(rejected.steps.join(" ")).toContain("rejected by manager2@x.test");
    expect(JSON.stringify(rejected)).not.toContain("approved");
    expect(deletionAnswer(base, time)).toMatchObject({
      deleted: "no",
      summary: expect.stringMatching(/awaits/),
    });
    const approved = { ...base, decidedByEmail: "manager2@x.test", decidedAt: "t" };
    expect(deletionAnswer({ ...approved, status: "deleted", completedAt: "done-at" }, time)).toMatchObject({
      deleted: "yes",
      summary: "Deleted done-at.",
      steps: [expect.stringContaining("requested by"), "approved by manager2@x.test t"],
    });
    expect(deletionAnswer({ ...approved, status: "failed" }, time).deleted).toBe("no");
    expect(deletionAnswer({ ...approved, status: "executing" }, time).deleted).toBe("unknown");
    expect(deletionAnswer({ ...approved, status: "unknown" }, time).deleted).toBe("unknown");
  });
});

describe("the applicant lookup's three answers", () => {
  const held = [{ submissionId: "s1", createdAt: "2026-11-01", status: "rejected", decidedHere: true }];
  it("says data is held while any case is kept, even if another was deleted", () => {
    expect(applicantAnswer(held, [])).toBe("held");
    expect(applicantAnswer(held, [{ status: "deleted" }])).toBe("held");
  });
  it("says held when a deletion was not carried out, deleted when all were, never seen otherwise", () => {
    expect(applicantAnswer([], [{ status: "rejected" }])).toBe("held");
    expect(applicantAnswer([], [{ status: "failed" }, { status: "deleted" }])).toBe("held");
    expect(applicantAnswer([], [{ status: "deleted" }])).toBe("deleted");
    expect(applicantAnswer([], [])).toBe("never_seen");
  });
});
