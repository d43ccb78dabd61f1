import { describe, expect, it } from "vitest";
import { createAccount } from "@/tests/support/dashboard";
import { loadDashboardEnv } from "../env";
import { adminDisplayName, adminNameFor } from "./admin-name";

describe("adminDisplayName", () => {
  const person = { name: "Kim Reviewer", email: "kim.reviewer@example.com", role: "reviewer" };

  it("fills the template's placeholders from the person", () => {
    expect(adminDisplayName("{name}", person)).toBe("Kim Reviewer");
    expect(adminDisplayName("{email}", person)).toBe("kim.reviewer@example.com");
    expect(adminDisplayName("Acme compliance ({localpart}, {role})", person)).toBe(
      "Acme compliance (kim.reviewer, reviewer)",
    );
  });

  it("falls back to the e-mail for an empty result and caps the length", () => {
    expect(adminDisplayName("{name}", { email: "a@example.com" })).toBe("a@example.com");
    expect(adminDisplayName("x".repeat(300), person)).toHaveLength(200);
  });

  it("is configured by KYC_ADMIN_DISPLAY_NAME (default {name}), refusing unknown placeholders", () => {
    const base = { KYC_API_KEY: "k".repeat(20), NODE_ENV: "test" } as const;
    expect(loadDashboardEnv(base).kyc.adminDisplayName).toBe("{name}");
    expect(
      loadDashboardEnv({ ...base, KYC_ADMIN_DISPLAY_NAME: "Team ({localpart})" }).kyc.adminDisplayName,
    ).toBe("Team ({localpart})");
    expect(() => loadDashboardEnv({ ...base, KYC_ADMIN_DISPLAY_NAME: "{password}" })).toThrow(
      /KYC_ADMIN_DISPLAY_NAME/,
    );
  });

  it("names a dashboard account by its stored name", async () => {
    const manager = await createAccount("manager");
    expect(await adminNameFor(manager)).toBe("Test manager");
  });
});
