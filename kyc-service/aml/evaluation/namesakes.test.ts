// The namesakes set is what it says: the listed person with their own data, and a namesake
// whose birth date and nationality the list contradicts, in the forms applicants write.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadSdn } from "./evaluate";
import { revisedRomanisations, southKoreanHangul } from "./korean-forms";
import { namesakeCases } from "./namesakes";

const SDN = "/work/shared/data/ofac-sdn/sdn.csv";

describe("Korean forms", () => {
  it("apply the South Korean initial-sound rule to the family name only", () => {
    expect(southKoreanHangul("리병철")).toBe("이병철");
    expect(southKoreanHangul("량태철")).toBe("양태철");
    expect(southKoreanHangul("로성")).toBe("노성");
    expect(southKoreanHangul("최룡해")).toBe("최룡해");
  });

  it("write Revised Romanisation either way round", () => {
    expect(revisedRomanisations("이병철")).toEqual({
      familyFirst: "Lee Byeong-cheol",
      givenFirst: "BYEONGCHEOL LEE",
    });
  });
});

describe.skipIf(!existsSync(SDN))("namesakes set (needs ../shared/data)", () => {
  it("pairs each listed person's own data with a namesake the list contradicts", () => {
    const list = loadSdn(SDN);
    const byUid = new Map(list.entries.map((e) => [e.externalId, e]));
    const cases = namesakeCases(list);
    expect(cases.filter((c) => c.group === "korean").length).toBeGreaterThan(400);
    expect(cases.filter((c) => c.group === "other")).toHaveLength(300);
    for (const c of cases) {
      const entry = byUid.get(c.uid)!;
      const inListed = (d: string) => entry.datesOfBirth.some((r) => r.from <= d && d <= r.to);
      expect(inListed(c.own.dateOfBirth!), c.uid).toBe(true);
      expect(inListed(c.namesake.dateOfBirth!), c.uid).toBe(false);
      expect(entry.nationalities).not.toContain(c.namesake.nationality);
      expect(c.namesake.name).toBe(c.own.name);
    }
  });
});
