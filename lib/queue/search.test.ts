import { describe, expect, it } from "vitest";
import { emailAttempts, fold, searchKind, textMatcher } from "./search";

const record = (name: string | null, id = "7f3a9c12-0000", userid: string | null = "user-42") => ({
  id,
  userid,
  email: null,
  name,
});

describe("the one search box", () => {
  it("sends a whole e-mail upstream as typed, then lower-cased", () => {
    expect(searchKind("VanAn.Nguyen@example.com")).toBe("email");
    expect(emailAttempts("VanAn.Nguyen@example.com")).toEqual([
      "VanAn.Nguyen@example.com",
      "vanan.nguyen@example.com",
    ]);
    expect(emailAttempts("a@b.co")).toEqual(["a@b.co"]);
    expect(searchKind("hong gildong")).toBe("text");
    expect(searchKind("7f3a9c")).toBe("text");
  });

  it("finds a name in any order, case and accents", () => {
    expect(textMatcher("gildong hong")(record("HONG GILDONG"))).toBe(true);
    expect(textMatcher("hong gil")(record("HONG GILDONG"))).toBe(true);
    expect(textMatcher("nguyen van")(record("Nguyễn Văn An"))).toBe(true);
    expect(fold("Nguyễn")).toBe("nguyen");
    expect(textMatcher("gildong kim")(record("HONG GILDONG"))).toBe(false);
    expect(textMatcher("hong")(record(null))).toBe(false);
  });

  it("finds a whole or partial submission id and a userid, ignoring case", () => {
    expect(textMatcher("7F3A9C")(record("X"))).toBe(true);
    expect(textMatcher("9c12")(record("X"))).toBe(true);
    expect(textMatcher("USER-42")(record("X"))).toBe(true);
    expect(textMatcher("user-43")(record("X"))).toBe(false);
  });
});
