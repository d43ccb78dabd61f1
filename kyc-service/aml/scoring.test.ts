// Name comparison and candidate scoring on a small in-memory index of fictional people.
import { describe, expect, it } from "vitest";
import { NameIndex, type IndexedEntry } from "./name-index";
import { compareNames } from "./name-similarity";
import { screenApplicant } from "./screen";
import { tokenSimilarity } from "./token-similarity";
import { parseBirthRange } from "./dates-of-birth";

const list = { id: "l1", name: "test", source: "test", category: "sanctions", versionDate: "2026-01-01" };
function entry(id: string, names: string[], extra: Partial<IndexedEntry> = {}) {
  const e: IndexedEntry = {
    id,
    externalId: id,
    list,
    primaryName: names[0]!,
    datesOfBirth: [],
    nationalities: [],
    programmes: ["TEST"],
    ...extra,
  };
  return {
    entry: e,
    names: names.map((name, i) => ({ kind: i === 0 ? ("primary" as const) : ("alias" as const), name })),
  };
}
const index = new NameIndex(
  [list],
  [
    entry("1", ["KIM, Jong Un"], { datesOfBirth: [parseBirthRange("08 Jan 1984")!] }),
    entry("2", ["NASRALLAH, Hasan"], {
      datesOfBirth: [parseBirthRange("31 Aug 1960")!],
      nationalities: ["LBN"],
      gender: "male",
    }),
    entry("3", ["QUILLFEATHER, Ottoline Marisol", "OTTO QUILL"]),
    entry("4", ["KIM, Jong Man"]),
  ],
);

describe("name similarity", () => {
  it("ignores token order and tolerates typos and transliteration", () => {
    expect(compareNames(["jong", "un", "kim"], ["kim", "jong", "un"]).similarity).toBe(1);
    expect(compareNames(["kim", "jongun"], ["kim", "jong", "un"]).similarity).toBe(1);
    expect(compareNames(["nasralah", "hassan"], ["nasrallah", "hasan"]).similarity).toBeGreaterThan(0.9);
    expect(tokenSimilarity("muhammad", "mohammed")).toBeGreaterThanOrEqual(0.9);
    expect(tokenSimilarity("lee", "rhee")).toBeGreaterThanOrEqual(0.95);
  });

  it("keeps different names apart", () => {
    expect(compareNames(["kim", "jong", "un"], ["kim", "jong", "man"]).similarity).toBeLessThan(0.8);
    expect(tokenSimilarity("un", "jung")).toBeLessThan(0.8);
    expect(tokenSimilarity("eun", "won")).toBeLessThan(0.8);
    expect(compareNames(["john", "smith"], ["kim", "jong", "un"]).similarity).toBe(0);
  });

  it("counts a missing listed middle name a quarter when every given token paired, half otherwise", () => {
    const dropped = compareNames(["ottoline", "quillfeather"], ["quillfeather", "ottoline", "marisol"]);
    // 16 of 16 + 7/4
    expect(dropped.similarity).toBeCloseTo(16 / (16 + 7 / 4), 5);
    const withStranger = compareNames(
      ["ottoline", "zed", "quillfeather"],
      ["quillfeather", "ottoline", "marisol"],
    );
    // 16 of 16 + 3 (zed, unpaired) + 7/2
    expect(withStranger.similarity).toBeCloseTo(16 / (16 + 3 + 7 / 2), 5);
  });
});

describe("screening", () => {
  it("finds a Hangul name through its romanisation and explains the score", () => {
    const [match, ...rest] = screenApplicant(index, { name: "김정은", dateOfBirth: "1984-01-08" }, 90);
    expect(rest).toEqual([]);
    expect(match).toMatchObject({ score: 100, screenedAs: "kim jong un", entry: { externalId: "1" } });
    expect(match!.features.map((f) => [f.factor, f.effect])).toEqual([
      ["name", undefined],
      ["date_of_birth", "confirms"],
      ["nationality", "none"],
      ["gender", "none"],
    ]);
    expect(match!.risk).toEqual({ level: "High", reason: "High: the name and the date of birth agree" });
  });

  it("lets date of birth, nationality and gender confirm or contradict", () => {
    const confirmed = screenApplicant(
      index,
      { name: "Hassan Nasrallah", dateOfBirth: "1960-08-31", nationality: "LBN", gender: "male" },
      0,
    )[0]!;
    const contradicted = screenApplicant(
      index,
      { name: "Hassan Nasrallah", dateOfBirth: "1991-02-02", nationality: "KOR", gender: "female" },
      0,
    )[0]!;
    expect(confirmed.score).toBeGreaterThanOrEqual(90);
    expect(contradicted.score).toBeLessThan(confirmed.score - 15);
    expect(contradicted.features.filter((f) => f.points < 0).map((f) => f.factor)).toEqual([
      "date_of_birth",
      "nationality",
      "gender",
    ]);
  });

  it("matches aliases and reports no match for other people", () => {
    expect(screenApplicant(index, { name: "Otto Quill" }, 90)[0]?.name).toMatchObject({
      kind: "alias",
      name: "OTTO QUILL",
    });
    expect(screenApplicant(index, { name: "Jane Doe", dateOfBirth: "1990-01-01" }, 90)).toEqual([]);
    expect(screenApplicant(index, { name: "Kim Jong Il" }, 90)).toEqual([]);
  });
});
