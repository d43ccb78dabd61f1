// OFAC legacy SDN CSV parsing: the real file when the shared data is present, and small
// rows in its format for the edge cases (aliases with apostrophes, DOB forms, bad rows).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readCsv } from "./csv";
import { parseBirthRange } from "./dates-of-birth";
import { parseOfacSdn, parseRemarks } from "./ofac-sdn";

const SDN = path.resolve(import.meta.dirname, "../../../shared/data/ofac-sdn/sdn.csv");
const SDN_REAL = existsSync(SDN) ? SDN : "/work/shared/data/ofac-sdn/sdn.csv";

const row = (fields: string[]) =>
  fields.map((f) => (f === "-0-" ? "-0- " : `"${f.replace(/"/g, '""')}"`)).join(",");
const individual = (num: number, name: string, program: string, remarks: string) =>
  row([String(num), name, "individual", program, "-0-", "-0-", "-0-", "-0-", "-0-", "-0-", "-0-", remarks]);

describe("OFAC SDN import parsing", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks", () => {
    const records = [...readCsv('1,"A, B","say ""hi"""\r\n2,"two\nlines",x\u001a')];
    expect(records).toEqual([
      { line: 1, fields: ["1", "A, B", 'say "hi"'] },
      { line: 2, fields: ["2", "two\nlines", "x"] },
    ]);
  });

  it("takes aliases, dates of birth, nationality, gender and programmes of individuals only", () => {
    const text = [
      individual(
        7,
        "AL-ZOMOR, Abboud",
        "SDGT] [IRGC",
        "DOB 19 Apr 1947; alt. DOB 1950; nationality Egypt; Gender Male; a.k.a. 'ABU-'UMAR'; a.k.a. 'ZUMAR, Abbud'.",
      ),
      row(["8", "SOME SHIPPING CO.", "-0-", "IRAN", "-0-", "-0-", "-0-", "-0-", "-0-", "-0-", "-0-", "-0-"]),
    ].join("\r\n");
    const { list, problems, skippedNonIndividuals } = parseOfacSdn(text, { versionDate: "2024-05-03" });
    expect(problems).toEqual([]);
    expect(skippedNonIndividuals).toBe(1);
    expect(list).toMatchObject({ name: "ofac-sdn", category: "sanctions", versionDate: "2024-05-03" });
    expect(list.entries).toEqual([
      expect.objectContaining({
        externalId: "7",
        primaryName: "AL-ZOMOR, Abboud",
        aliases: ["ABU-'UMAR", "ZUMAR, Abbud"],
        nationalities: ["EGY"],
        gender: "male",
        programmes: ["SDGT", "IRGC"],
        datesOfBirth: [
          { from: "1947-04-19", to: "1947-04-19", text: "19 Apr 1947" },
          { from: "1950-01-01", to: "1950-12-31", text: "1950" },
        ],
      }),
    ]);
  });

  it("understands the date-of-birth forms the list uses", () => {
    expect(parseBirthRange("circa 1960")).toMatchObject({ from: "1959-01-01", to: "1961-12-31" });
    expect(parseBirthRange("01 Jan 1967 to 31 Dec 1969")).toMatchObject({
      from: "1967-01-01",
      to: "1969-12-31",
    });
    expect(parseBirthRange("Feb 1980")).toMatchObject({ from: "1980-02-01", to: "1980-02-29" });
    expect(parseBirthRange("31 Feb 1980")).toBeUndefined();
    expect(parseRemarks("DOB sometime; nationality Atlantis").unknownCountries).toEqual(["Atlantis"]);
  });

  it("reports malformed rows with their line and keeps reading", () => {
    const text = [
      individual(1, "GOOD, One", "SDGT", "-0-"),
      '2,"SHORT, Row","individual"',
      individual(1, "GOOD, One again", "SDGT", "-0-"),
      individual(3, "", "SDGT", "-0-"),
      row([
        "x4",
        "BAD, Number",
        "individual",
        "SDGT",
        "-0-",
        "-0-",
        "-0-",
        "-0-",
        "-0-",
        "-0-",
        "-0-",
        "-0-",
      ]),
      individual(5, "GOOD, Two", "SDGT", "-0-"),
      '6,"NEVER CLOSED,individual',
    ].join("\n");
    const { list, problems } = parseOfacSdn(text, { versionDate: "2024-05-03" });
    expect(list.entries.map((e) => e.externalId)).toEqual(["1", "5"]);
    expect(problems).toEqual([
      { line: 2, problem: "expected 12 columns, found 3" },
      { line: 3, problem: "entry 1 appears twice" },
      { line: 4, problem: "entry 3 has no name" },
      { line: 5, problem: 'ent_num "x4" is not a number' },
      { line: 7, problem: "a quoted field is never closed" },
    ]);
  });

  it("refuses a file that is not an SDN list", () => {
    expect(() => parseOfacSdn("", { versionDate: "2024-05-03" })).toThrow(/no individuals/);
  });

  it.skipIf(!existsSync(SDN_REAL))(
    "reads every individual of the shared SDN snapshot (needs ../shared/data)",
    () => {
      const { list, problems, unknownCountries } = parseOfacSdn(readFileSync(SDN_REAL, "utf8"), {
        versionDate: "2024-05-03",
      });
      expect(problems).toEqual([]);
      expect(unknownCountries).toEqual([]);
      expect(list.entries).toHaveLength(6854);
      const kim = list.entries.find((e) => e.primaryName === "KIM, Jong Un");
      expect(kim?.datesOfBirth).toEqual([{ from: "1984-01-08", to: "1984-01-08", text: "08 Jan 1984" }]);
      expect(list.entries.reduce((n, e) => n + e.aliases.length, 0)).toBeGreaterThan(2000);
    },
  );
});
