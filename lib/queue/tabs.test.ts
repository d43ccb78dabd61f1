// Which tab a submission belongs to, with what the dashboard knows (decisions and holders).
import { describe, expect, it } from "vitest";
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { viewMatcher, type LocalState } from "./scan";
import { parseView, tabs, type Tab } from "./view";

const record = (id: string, result: SubmissionRecord["kyc"]["result"]): SubmissionRecord =>
  ({
    submission_id: id,
    created_at: "2026-03-01T00:00:00.000Z",
    data: { name: "HONG GILDONG" },
    kyc: { result },
  }) as SubmissionRecord;

const local: LocalState = {
  decided: new Map([["decided-here", "2026-03-02T09:00:00.000Z"]]),
  holders: new Map([
    ["mine", "me"],
    ["theirs", "someone"],
  ]),
  me: "me",
};

const records = [
  record("free", "pending"),
  record("mine", "pending"),
  record("theirs", "pending"),
  record("decided-here", "pending"), // recorded here only: upstream still says pending
  record("rejected", "rejected"),
  record("incomplete", "incomplete"),
];

const inTab = (tab: Tab, q?: string) =>
  records.filter(viewMatcher({ ...parseView({}), tab, q }, local)).map((r) => r.submission_id);

describe("the queue's tabs", () => {
  it("keep decided and incomplete cases out of Needs decision", () => {
    expect(inTab("needs")).toEqual(["free", "mine", "theirs"]);
  });

  it("split the open cases by holder", () => {
    expect(inTab("mine")).toEqual(["mine"]);
    expect(inTab("unassigned")).toEqual(["free"]);
  });

  it("show incomplete as awaiting the applicant and decisions recorded here as decided", () => {
    expect(inTab("awaiting")).toEqual(["incomplete"]);
    expect(inTab("decided")).toEqual(["decided-here"]);
    expect(inTab("all")).toHaveLength(records.length);
    expect(tabs).toHaveLength(6);
  });

  it("apply the search inside a tab", () => {
    expect(inTab("needs", "gildong hong")).toEqual(["free", "mine", "theirs"]);
    expect(inTab("needs", "THEIR")).toEqual(["theirs"]);
  });
});
