// Every audit action the code can record is said in words in the case's activity list, in both
// catalogues: no "assignment claim next" or "decision upstream" on a Korean page.
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { recordedActions } from "../../tests/support/recorded-actions";
import type { Say } from "../actions/message";
import { knownActions } from "../audit/action-groups";
import { locales } from "../i18n/locales";
import { catalogues } from "../i18n/messages";
import { activityKey, activityWords } from "./activity-words";

const sayIn = (locale: (typeof locales)[number]) =>
  createTranslator({ locale, messages: catalogues[locale], timeZone: "UTC" }) as unknown as Say;

describe("the case activity's words for audit actions", () => {
  const actions = [...new Set([...recordedActions(), ...knownActions])].sort();

  it("has a catalogue word in English and Korean for every action the code records", () => {
    expect(actions).toContain("decision.upstream");
    const missing: string[] = [];
    for (const locale of locales) {
      const t = createTranslator({ locale, messages: catalogues[locale], timeZone: "UTC" });
      for (const action of actions) {
        const key = activityKey(action);
        if (!key || !t.has(key)) missing.push(`${locale} ${action}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("says the codes of the issue in Korean, without Latin words", () => {
    const ko = sayIn("ko");
    expect(activityWords("assignment.claim_next", ko)).toBe("다음 건 담당하기");
    expect(activityWords("decision.intent", ko)).toBe("결정 전송 준비");
    expect(activityWords("decision.upstream", ko)).toBe("KYC 서비스에 결정 전송");
    // Every action's Korean: Latin only in the abbreviations the glossary keeps (AML, KYC, CSV).
    for (const action of actions)
      expect(activityWords(action, ko).replace(/\b(AML|KYC|CSV|SHA-256)\b/g, ""), action).not.toMatch(
        /[A-Za-z]/,
      );
  });

  it("keeps the activity's own phrasing where it has one, and spells out an unknown code", () => {
    const en = sayIn("en");
    expect(activityWords("submission.view", en)).toBe("Opened the case");
    expect(activityWords("decision.upstream", en)).toBe("Decision sent to the KYC service");
    expect(activityWords("no.such_action", en)).toBe("no such action");
  });
});
