import { describe, expect, it } from "vitest";
import { detailStrings, labelOf, readableDetail, type DisplayNames } from "./readable-detail";

const names: DisplayNames = {
  reviewers: { cmreviewer0000000000000001: "Ada Park" },
  applicants: { "0f7d5a52-7c1e-4b8e-9a57-3f0c2d1e9b10": "HONG Gildong" },
  submissions: new Set(["0f7d5a52-7c1e-4b8e-9a57-3f0c2d1e9b10"]),
};

describe("readable audit details", () => {
  it("labels each value, names reviewers and applicants, shortens internal ids", () => {
    const detail = JSON.stringify({
      outcome: "approved",
      inPlaceOf: "cmreviewer0000000000000001",
      commentSent: false,
      deletionOf: "0f7d5a52-7c1e-4b8e-9a57-3f0c2d1e9b10",
      decisionId: "cmdecision0000000000000042",
      reason_code: "document_expired",
    });
    expect(readableDetail(detail, names)).toEqual([
      { label: "Outcome", parts: [{ kind: "text", text: "approved" }] },
      {
        label: "In place of",
        parts: [{ kind: "reviewer", id: "cmreviewer0000000000000001", name: "Ada Park" }],
      },
      { label: "Comment sent to applicant", parts: [{ kind: "text", text: "no" }] },
      {
        label: "Deletion of",
        parts: [{ kind: "submission", id: "0f7d5a52-7c1e-4b8e-9a57-3f0c2d1e9b10", name: "HONG Gildong" }],
      },
      {
        label: "Decision id",
        parts: [{ kind: "code", text: "cmdecisi…", full: "cmdecision0000000000000042" }],
      },
      { label: "Reason code", parts: [{ kind: "text", text: "document expired" }] },
    ]);
  });

  it("reads nested values and lists inline, and keeps a detail that is not JSON as it is", () => {
    const detail = JSON.stringify({ filters: { view: "needs", status: "pending" }, unknown: [] });
    expect(readableDetail(detail, names)).toEqual([
      {
        label: "Filters",
        parts: [
          { kind: "text", text: "view: " },
          { kind: "text", text: "needs" },
          { kind: "text", text: "; status: " },
          { kind: "text", text: "pending" },
        ],
      },
      { label: "Unknown", parts: [{ kind: "text", text: "none" }] },
    ]);
    expect(readableDetail("plain words", names)).toEqual([
      { label: "Detail", parts: [{ kind: "text", text: "plain words" }] },
    ]);
    expect(readableDetail(null, names)).toEqual([]);
  });

  it("finds every string to look names up for, nested ones too", () => {
    expect(detailStrings(JSON.stringify({ a: "x", b: ["y", { c: "z" }], n: 1 }))).toEqual(["x", "y", "z"]);
    expect(labelOf("submissionCreatedAt")).toBe("Submission created at");
  });
});
