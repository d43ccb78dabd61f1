// Qualifiers that lower a score as well as raise it, and the risk bands they lead to:
// namesakes of listed people (same name, another birth date or nationality) are not High.
import { describe, expect, it } from "vitest";
import { parseBirthRange } from "./dates-of-birth";
import { NameIndex, type IndexedEntry } from "./name-index";
import { dobFeature } from "./qualifiers";
import { screenApplicant } from "./screen";
import { SCORING } from "./scoring-config";

const sanctions = { id: "s", name: "s", source: "test", category: "sanctions", versionDate: "2026-01-01" };
const pep = { ...sanctions, id: "p", name: "p", category: "pep" };
const dob = (...texts: string[]) => texts.map((t) => parseBirthRange(t)!);
function entry(id: string, name: string, extra: Partial<IndexedEntry> = {}) {
  const e: IndexedEntry = {
    id,
    externalId: id,
    list: sanctions,
    primaryName: name,
    datesOfBirth: [],
    nationalities: [],
    programmes: ["DPRK"],
    ...extra,
  };
  return { entry: e, names: [{ kind: "primary" as const, name }] };
}
const index = new NameIndex(
  [sanctions, pep],
  [
    entry("jong-un", "KIM, Jong Un", { datesOfBirth: dob("08 Jan 1984"), gender: "male" }),
    entry("pyong-chol", "RI, Pyong Chol", { datesOfBirth: dob("01 Jan 1948 to 31 Dec 1948") }),
    entry("ryong-hae", "CHOE, Ryong Hae", { datesOfBirth: dob("1945 to 1955"), nationalities: ["PRK"] }),
    entry("jong-sik", "KIM, Jong Sik", { datesOfBirth: dob("01 Jan 1967 to 31 Dec 1969") }),
    entry("kwang-il", "KIM, Kwang Il", { nationalities: ["PRK"] }),
    entry("tong-myong", "YON, Tong Myong"),
    entry("pep-1", "PARK, Minister Ho", { list: pep, datesOfBirth: dob("1960") }),
  ],
);
const top = (name: string, extra: Record<string, string> = {}, threshold = 90) =>
  screenApplicant(index, { name, ...extra }, threshold)[0];

describe("qualifiers", () => {
  it("lower the score for another year, another day, and less for day and month swapped", () => {
    const listed = dob("08 Jan 1984");
    expect(dobFeature("1991-03-03", listed, SCORING.points).points).toBe(-40);
    expect(dobFeature("1984-03-03", listed, SCORING.points).points).toBe(-25);
    expect(dobFeature("1984-08-01", listed, SCORING.points).points).toBe(-12);
    expect(dobFeature("1984-01-08", listed, SCORING.points)).toMatchObject({ points: 5, effect: "confirms" });
    expect(dobFeature("1942-05-05", dob("1948"), SCORING.points)).toMatchObject({
      points: -15,
      effect: "disagrees",
    });
  });
});

describe("risk bands", () => {
  it("make a listed person High with their own birth date, however the name is written", () => {
    for (const name of ["김정은", "Kim Jong-un", "JONG UN KIM", "GIM JEONGEUN"])
      expect(top(name, { dateOfBirth: "1984-01-08", gender: "male" })?.risk.level, name).toBe("High");
    expect(top("리병철", { dateOfBirth: "1948-06-01" })?.risk.level).toBe("High");
  });

  it("take a listed range of up to three years as the date of birth, as precise as the list knows it", () => {
    expect(top("김정식", { dateOfBirth: "1968-03-01", nationality: "PRK" })?.risk.level).toBe("High");
  });

  it("need the nationality as well when the list gives only a wide range of years", () => {
    expect(top("Choe Ryong-hae", { dateOfBirth: "1950-06-01", nationality: "PRK" })?.risk.level).toBe("High");
    expect(top("Choe Ryong-hae", { dateOfBirth: "1950-06-01" })?.risk.level).toBe("Medium");
  });

  it("do not flag namesakes whose birth date and nationality disagree", () => {
    expect(
      top("Kim Jong Un", { dateOfBirth: "1991-03-03", nationality: "KOR", gender: "male" }),
    ).toBeUndefined();
    expect(top("이병철", { dateOfBirth: "1942-05-05", nationality: "KOR", gender: "male" })).toBeUndefined();
    expect(top("김광일", { dateOfBirth: "1975-02-02", nationality: "KOR" })).toBeUndefined();
  });

  it("cap a match the list cannot confirm (no date of birth) at Medium, and a contradicted one at Low", () => {
    expect(top("Yon Tong Myong", { dateOfBirth: "1970-01-01", nationality: "KOR" })?.risk).toEqual({
      level: "Medium",
      reason: "Medium: the name agrees and nothing disagrees, but no date of birth confirms it",
    });
    const contradicted = top("김정은", { dateOfBirth: "1984-01-08", gender: "female" }, 80);
    expect(contradicted?.risk).toEqual({ level: "Low", reason: "Low: the gender disagrees" });
  });

  it("never give more than the list's category allows", () => {
    expect(top("Park Minister Ho", { dateOfBirth: "1960-02-02" })?.risk).toEqual({
      level: "Medium",
      reason: "Medium: the most a match on a pep list can be",
    });
  });
});
