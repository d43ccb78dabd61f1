import { describe, expect, it } from "vitest";
import { parseCustomList } from "./custom-list";

const valid = {
  name: "acme-internal",
  source: "ACME compliance",
  category: "watchlist",
  versionDate: "2026-11-01",
  entries: [
    {
      id: "A-1",
      name: "DOE, Jane",
      aliases: ["Jane Smith"],
      datesOfBirth: ["1980-02-03", "1975 to 1977"],
      nationalities: ["KOR"],
      gender: "female",
    },
  ],
};

describe("custom list format", () => {
  it("reads a valid list", () => {
    const list = parseCustomList(JSON.stringify(valid));
    expect(list).toMatchObject({
      name: "acme-internal",
      format: "custom",
      category: "watchlist",
      versionDate: "2026-11-01",
    });
    expect(list.entries[0]).toMatchObject({
      externalId: "A-1",
      aliases: ["Jane Smith"],
      datesOfBirth: [
        { from: "1980-02-03", to: "1980-02-03" },
        { from: "1975-01-01", to: "1977-12-31" },
      ],
      nationalities: ["KOR"],
      programmes: [],
    });
  });

  it("names what is wrong", () => {
    expect(() => parseCustomList("{not json")).toThrow(/not valid JSON/);
    const bad = {
      ...valid,
      category: "bad",
      entries: [{ ...valid.entries[0], nationalities: ["Korea"], datesOfBirth: ["yesterday"] }],
    };
    expect(() => parseCustomList(JSON.stringify(bad))).toThrow(
      /category[\s\S]*entries\.0\.datesOfBirth\.0[\s\S]*entries\.0\.nationalities\.0: must be an ISO alpha-3/,
    );
    const twice = { ...valid, entries: [valid.entries[0], valid.entries[0]] };
    expect(() => parseCustomList(JSON.stringify(twice))).toThrow(/"A-1" appears twice/);
  });
});
