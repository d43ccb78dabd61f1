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

describe("the deletion lookup's answer in every state", () => {
  it("never calls a rejection an approval, and says whether the data is gone", () => {
    const rejected = deletionAnswer({
      ...base,
      status: "rejected",
      decidedByEmail: "manager2@x.test",
      decidedAt: "t",
    });
    expect(rejected).toEqual({
      deleted: "no",
      summary: "rejected",
      at: null,
      steps: [
        { step: "requested", by: "reviewer@x.test", at: "2026-11-01T10:00:00.000Z" },
        { step: "rejected", by: "manager2@x.test", at: "t" },
      ],
    });
    expect(JSON.stringify(rejected)).not.toContain("approved");
    expect(deletionAnswer(base)).toMatchObject({
      deleted: "no",
      summary: "awaiting",
      steps: [{ step: "requested" }],
    });
    const approved = { ...base, decidedByEmail: "manager2@x.test", decidedAt: "t" };
    expect(deletionAnswer({ ...approved, status: "deleted", completedAt: "done-at" })).toMatchObject({
      deleted: "yes",
      summary: "deleted",
      at: "done-at",
      steps: [{ step: "requested" }, { step: "approved", by: "manager2@x.test", at: "t" }],
    });
    expect(deletionAnswer({ ...approved, status: "failed" })).toMatchObject({
      deleted: "no",
      summary: "failed",
    });
    expect(deletionAnswer({ ...approved, status: "executing" }).deleted).toBe("unknown");
    expect(deletionAnswer({ ...approved, status: "unknown" })).toMatchObject({
      deleted: "unknown",
      summary: "confirming",
    });
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
