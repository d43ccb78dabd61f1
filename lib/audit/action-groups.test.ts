// Every action the code records has a group, and no action is in two: the group filters and
// presets of the audit log then find every event.
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { recordedActions } from "../../tests/support/recorded-actions";
import { locales } from "../i18n/locales";
import { catalogues } from "../i18n/messages";
import { actionGroup, actionGroups, groupOfAction, knownActions } from "./action-groups";

describe("audit action groups", () => {
  it("puts every action the code records in a group", () => {
    const recorded = recordedActions();
    // The scan itself must find the well-known ones, or it proves nothing.
    expect(recorded).toContain("decision.record");
    expect(recorded).toContain("auth.sign_in");
    expect([...recorded].filter((a) => !groupOfAction(a))).toEqual([]);
  });

  it("lists each action in one group only", () => {
    expect(new Set(knownActions).size).toBe(knownActions.length);
  });

  it("groups the actions a manager looks for together", () => {
    const label = (action: string) => {
      const id = groupOfAction(action)?.id;
      return id && catalogues.en.audit.groups[id];
    };
    expect(label("decision.confirm_approval")).toBe("Decisions");
    expect(label("deletion.execute")).toBe("Deletions");
    expect(label("aml.verdict")).toBe("Verdicts");
    expect(label("auth.sign_out")).toBe("Sign-ins and sessions");
    expect(label("assignment.claim_next")).toBe("Assignments");
    expect(label("audit.export")).toBe("Exports");
    expect(label("user.set_disabled")).toBe("Users");
    expect(groupOfAction("no.such_action")).toBeUndefined();
    expect(actionGroup("sessions").actions).toEqual(["auth.sign_in", "auth.sign_out"]);
  });

  it("names every group and action in plain words in each language, codes unchanged", () => {
    for (const locale of locales) {
      const t = createTranslator({ locale, messages: catalogues[locale], timeZone: "UTC" });
      for (const g of actionGroups) expect(t.has(`audit.groups.${g.id}`), `${locale} ${g.id}`).toBe(true);
      for (const a of knownActions) expect(t.has(`audit.actions.${a}` as never), `${locale} ${a}`).toBe(true);
    }
    // A catalogue entry for an action that no group lists is a misspelt code.
    const named = Object.entries(catalogues.en.audit.actions).flatMap(([head, tails]) =>
      Object.keys(tails).map((tail) => `${head}.${tail}`),
    );
    expect(named.sort()).toEqual([...knownActions].sort());
  });
});
