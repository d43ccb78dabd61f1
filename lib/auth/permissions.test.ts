import { describe, expect, it } from "vitest";
import { can, isRole, permissions, roles, type Permission, type Role } from "./permissions";

// The whole table, written out: a change to a grant must change this test.
const expected: Record<Role, Permission[]> = {
  reviewer: [
    "submissions:read",
    "submissions:decide",
    "deletions:request",
    "monitoring:review",
    "availability:own",
    "preferences:own",
  ],
  manager: [
    "submissions:read",
    "submissions:decide",
    "deletions:request",
    "deletions:approve",
    "audit:read",
    "audit:export",
    "overview:read",
    "assignments:manage",
    "duplicates:settle",
    "monitoring:review",
    "monitoring:settle",
    "queues:manage",
    "availability:own",
    "availability:manage",
    "preferences:own",
  ],
  admin: [...permissions],
};

describe("can", () => {
  for (const role of roles) {
    for (const permission of permissions) {
      const allowed = expected[role].includes(permission);
      it(`${role} ${allowed ? "may" : "may not"} ${permission}`, () => {
        expect(can(role, permission)).toBe(allowed);
      });
    }
  }

  it("refuses a role that is not one of the three (a stale or forged token)", () => {
    expect(can("owner" as Role, "submissions:read")).toBe(false);
    expect(isRole("owner")).toBe(false);
    expect(isRole("manager")).toBe(true);
  });
});
