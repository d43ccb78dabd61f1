// The before/after of a monitoring alert: a new match through an alias, a match gone, a
// listed entry changed (programmes) and a vendor record without `previous`.
import { describe, expect, it } from "vitest";
import { amlDiff } from "./diff";

const match = (over: Record<string, unknown> = {}) => ({
  resource_id: "aml_1",
  list: "demo-sanctions",
  list_entry_id: "S-1",
  listed_name: "VARGENSTRAND, Oddbjorn",
  matched_name: "Tormod Hasselbrink",
  matched_name_kind: "alias",
  listed_dates_of_birth: ["1966-04-12"],
  programmes: ["TEST"],
  list_version: "2026-11-01",
  risk_level: "High",
  list_entry_version: "aaaa",
  score: 100,
  ...over,
});

describe("amlDiff", () => {
  it("shows a new match field by field with the alias that matched", () => {
    const diff = amlDiff({
      risk_level_summary: "High",
      matches: [match()],
      previous: { risk_level_summary: "Low" },
    });
    expect(diff.available).toBe(true);
    expect(diff.entries[0]!.kind).toBe("new match");
    expect(diff.entries[0]!.fields).toContainEqual({
      label: "Matched name or alias",
      before: "—",
      after: "Tormod Hasselbrink",
      changed: true,
    });
  });

  it("tells a match gone and a changed listed entry apart", () => {
    const gone = amlDiff({ risk_level_summary: "Low", previous: { matches: [match()] } });
    expect(gone.entries[0]!.kind).toBe("match gone");
    const changed = amlDiff({
      matches: [
        match({ programmes: ["TEST", "NEW"], list_entry_version: "bbbb", list_version: "2026-11-03" }),
      ],
      previous: { matches: [match()] },
    });
    expect(changed.entries[0]!.kind).toBe("listed entry changed");
    expect(changed.entries[0]!.fields.find((f) => f.label === "Programmes")).toMatchObject({
      before: "TEST",
      after: "TEST, NEW",
      changed: true,
    });
  });

  it("says nothing is available when the upstream keeps no previous result (the vendor)", () => {
    expect(amlDiff({ risk_level_summary: "High", matches: [match()] })).toEqual({
      available: false,
      entries: [],
    });
  });
});
