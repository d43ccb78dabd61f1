// An AML match's values in Korean: the risk level, its reason (every form the embedded KYC
// service writes, made by the service's own matchRisk), the kind of name and the list's category.
// A reason in no known form stays the service's English, marked as such.
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { matchRisk } from "../../kyc-service/aml/risk-band";
import type { ScoreFeature } from "../../kyc-service/aml/qualifiers";
import { english, type Say } from "../actions/message";
import { catalogues } from "../i18n/messages";
import { matchValueWords, riskReasonMessage } from "./match-words";

const ko = createTranslator({ locale: "ko", messages: catalogues.ko, timeZone: "UTC" }) as unknown as Say;
const inKorean = (key: string, value: unknown) => matchValueWords(key, value, ko, "ko");

const name: ScoreFeature = { factor: "name", points: 90, detail: "", effect: "none" };
const dob = (effect: "confirms" | "disagrees"): ScoreFeature => ({
  factor: "date_of_birth",
  points: effect === "confirms" ? 5 : -15,
  detail: "",
  effect,
  ...(effect === "confirms" ? { confirms: ["date_of_birth" as const] } : {}),
});
const nationality = (effect: "confirms" | "disagrees"): ScoreFeature => ({
  factor: "nationality",
  points: effect === "confirms" ? 3 : -20,
  detail: "",
  effect,
  ...(effect === "confirms" ? { confirms: ["nationality" as const] } : {}),
});
const yearOnly: ScoreFeature = { ...dob("confirms"), confirms: ["birth_year"] };

// Each form of the service's reason, from the service's own rule.
const reasons = [
  matchRisk([name, dob("confirms")], "sanctions"),
  matchRisk([name, yearOnly, nationality("confirms")], "sanctions"),
  matchRisk([name, dob("confirms")], "pep"),
  matchRisk([name, dob("disagrees")], "sanctions"),
  matchRisk([name, dob("disagrees"), nationality("disagrees")], "sanctions"),
  matchRisk([name], "sanctions"),
  matchRisk([name, nationality("confirms")], "sanctions"),
].map((r) => r.reason);

describe("an AML match's values in the reader's words", () => {
  it("reads back every form of the service's risk reason, the same in English", () => {
    expect(reasons).toContain("High: the name and the date of birth agree");
    for (const reason of reasons) {
      const said = riskReasonMessage(reason);
      expect(said, reason).toBeDefined();
      // The same sentence in English (the category as the catalogue writes it: "PEP", "watch list").
      const plain = (text = "") => text.toLowerCase().replace(/ /g, "");
      expect(plain(matchValueWords("risk_reason", reason, english, "en")?.text)).toBe(plain(reason));
    }
  });

  it("says the risk level, its reason, the name's kind and the list's category in Korean", () => {
    expect(inKorean("risk_level", "High")).toEqual({ text: "고위험" });
    expect(inKorean("risk_reason", "High: the name and the date of birth agree")).toEqual({
      text: "고위험: 이름과 생년월일 일치",
    });
    expect(inKorean("risk_reason", reasons[4])?.text).toBe("저위험: 생년월일 및 국적 불일치");
    expect(inKorean("matched_name_kind", "primary")).toEqual({ text: "본명" });
    expect(inKorean("list_category", "sanctions")).toEqual({ text: "제재" });
    for (const reason of reasons)
      expect(inKorean("risk_reason", reason)?.text.replace("PEP", ""), reason).not.toMatch(/[A-Za-z]/);
  });

  it("keeps a reason in another form as the service's English, and other fields as they came", () => {
    expect(inKorean("risk_reason", "High: the stars agree")).toEqual({
      text: "High: the stars agree",
      english: true,
    });
    expect(inKorean("list_category", "other")).toBeUndefined();
    expect(inKorean("matched_name", "KIM Jong Un")).toBeUndefined();
  });
});
