// Every action the code records has a group, and no action is in two: the group filters and
// presets of the audit log then find every event.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { actionGroup, actionGroups, groupOfAction, knownActions } from "./action-groups";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Action names as the code writes them: `audit: "x.y"` in an action, `action: "x.y"` in recordAudit or a read. */
function recordedActions(): Set<string> {
  const found = new Set<string>();
  for (const file of ["lib", "app", "components"].flatMap((d) => sourceFiles(path.resolve(d))))
    for (const m of readFileSync(file, "utf8").matchAll(/\b(?:audit|action): "([a-z_]+\.[a-z_]+)"/g))
      found.add(m[1]!);
  return found;
}

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
    expect(groupOfAction("decision.confirm_approval")?.label).toBe("Decisions");
    expect(groupOfAction("deletion.execute")?.label).toBe("Deletions");
    expect(groupOfAction("aml.verdict")?.label).toBe("Verdicts");
    expect(groupOfAction("auth.sign_out")?.label).toBe("Sign-ins and sessions");
    expect(groupOfAction("assignment.claim_next")?.label).toBe("Assignments");
    expect(groupOfAction("audit.export")?.label).toBe("Exports");
    expect(groupOfAction("user.set_disabled")?.label).toBe("Users");
    expect(groupOfAction("no.such_action")).toBeUndefined();
    expect(actionGroup("sessions").actions).toEqual(["auth.sign_in", "auth.sign_out"]);
    expect(actionGroups.map((g) => g.label)).toEqual(
      expect.arrayContaining([
        "Decisions",
        "Deletions",
        "Verdicts",
        "Sign-ins and sessions",
        "Assignments",
        "Exports",
        "Users",
      ]),
    );
  });
});
