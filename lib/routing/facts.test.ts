import { describe, expect, it } from "vitest";
import { ageOn, factValue, waitedHours, type CaseFacts } from "./facts";

const facts: CaseFacts = {
  kycStatus: "pending",
  amlStatus: "Red Flag",
  riskLevel: "High",
  redFlag: true,
  nationality: "KOR",
  idType: "passport",
  possibleDuplicate: false,
  openMonitoringAlert: true,
  birthDate: "1990-06-15",
  createdAt: "2026-03-02T00:00:00Z",
};

describe("the value a condition reads", () => {
  const now = new Date("2026-03-02T05:30:00Z");

  it("reads the index's words as they are", () => {
    expect(factValue(facts, "kycStatus", now)).toBe("pending");
    expect(factValue(facts, "amlStatus", now)).toBe("Red Flag");
    expect(factValue(facts, "riskLevel", now)).toBe("High");
    expect(factValue(facts, "idType", now)).toBe("passport");
    expect(factValue(facts, "redFlag", now)).toBe(true);
    expect(factValue(facts, "possibleDuplicate", now)).toBe(false);
    expect(factValue(facts, "openMonitoringAlert", now)).toBe(true);
    expect(
      factValue({ ...facts, amlStatus: null, riskLevel: null, idType: null }, "riskLevel", now),
    ).toBeNull();
  });

  it("reads a nationality as its alpha-3 code, and one no country has as unknown", () => {
    expect(factValue(facts, "nationality", now)).toBe("KOR");
    expect(factValue({ ...facts, nationality: "kr" }, "nationality", now)).toBe("KOR");
    expect(factValue({ ...facts, nationality: "ZZZ" }, "nationality", now)).toBeNull();
    expect(factValue({ ...facts, nationality: null }, "nationality", now)).toBeNull();
  });

  it("reads the age and the hours waited on `now`", () => {
    expect(factValue(facts, "age", now)).toBe(35);
    expect(factValue(facts, "waitedHours", now)).toBe(5);
  });
});

describe("an applicant's age", () => {
  it("turns on the birthday as a day in Seoul", () => {
    // 15:00 UTC on the 14th is already the 15th in Seoul.
    expect(ageOn("1990-06-15", new Date("2026-06-14T14:59:59Z"))).toBe(35);
    expect(ageOn("1990-06-15", new Date("2026-06-14T15:00:00Z"))).toBe(36);
  });

  it("counts a 29 February birthday from 1 March in other years", () => {
    expect(ageOn("2000-02-29", new Date("2026-02-28T03:00:00Z"))).toBe(25);
    expect(ageOn("2000-02-29", new Date("2026-03-01T03:00:00Z"))).toBe(26);
    expect(ageOn("2000-02-29", new Date("2028-02-29T03:00:00Z"))).toBe(28);
  });

  it("is 0 on the day of birth and unknown for a missing, impossible or later date", () => {
    expect(ageOn("2026-03-02", new Date("2026-03-02T03:00:00Z"))).toBe(0);
    for (const bad of [null, "", "1990-02-30", "15/06/1990", "1990-6-15", "2026-03-03"])
      expect(ageOn(bad, new Date("2026-03-02T03:00:00Z"))).toBeNull();
  });
});

describe("the hours a case has waited", () => {
  const created = "2026-03-02T00:00:00Z";

  it("counts whole hours, floored", () => {
    expect(waitedHours(created, new Date("2026-03-02T00:59:59Z"))).toBe(0);
    expect(waitedHours(created, new Date("2026-03-02T01:00:00Z"))).toBe(1);
    expect(waitedHours(created, new Date("2026-03-04T01:59:00Z"))).toBe(49);
  });

  it("is never negative, and unknown for a time that does not parse", () => {
    expect(waitedHours(created, new Date("2026-03-01T20:00:00Z"))).toBe(0);
    expect(waitedHours("yesterday", new Date(created))).toBeNull();
  });
});
