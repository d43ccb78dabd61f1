// The AML filter over the case index: "Not Screened" lists only cases never screened (no aml,
// or the interface's Not Screened), not screened cases with no match, which have their own
// choice ("No Match": the interface leaves currentstatus out and gives a risk, docs/aml.md).
import { beforeAll, describe, expect, it } from "vitest";
import type { SubmissionRecord } from "@/common/kyc-api/schemas";
import { db } from "@/lib/db";
import { applyRecords } from "../case-index/store";
import { queuePage, type QueuePage } from "./page";
import { parseView } from "./view";

const record = (id: string, minute: number, aml?: SubmissionRecord["aml"]) =>
  ({
    submission_id: id,
    created_at: new Date(Date.parse("2026-03-01T00:00:00.000Z") + minute * 60_000).toISOString(),
    data: {},
    kyc: { result: "pending" },
    ...(aml ? { aml } : {}),
  }) as SubmissionRecord;

beforeAll(async () => {
  await db().$transaction((tx) =>
    applyRecords(
      tx,
      [
        record("a-none", 1),
        record("a-not-screened", 2, { currentstatus: "Not Screened", risk_level_summary: "Not Screened" }),
        record("a-clear", 3, { risk_level_summary: "Low" }),
        record("a-flag", 4, { currentstatus: "Red Flag", risk_level_summary: "High" }),
      ],
      new Date(),
    ),
  );
});

const ids = (page: QueuePage) => page.rows.map((r) => r.id).sort();
const filtered = async (aml: string) => ids(await queuePage(parseView({ view: "all", aml }), "r-me"));

describe("the AML filter", () => {
  it("lists only cases never screened under Not Screened", async () => {
    expect(await filtered("Not Screened")).toEqual(["a-none", "a-not-screened"]);
  });

  it("lists screened cases with no match under their own choice", async () => {
    expect(await filtered("No Match")).toEqual(["a-clear"]);
  });

  it("keeps Red Flag as it was", async () => {
    expect(await filtered("Red Flag")).toEqual(["a-flag"]);
  });
});
