import { describe, expect, it } from "vitest";
import { fold, searchKind } from "./search";

describe("the one search box", () => {
  it("tells an e-mail from text", () => {
    expect(searchKind("VanAn.Nguyen@example.com")).toBe("email");
    expect(searchKind("hong gildong")).toBe("text");
    expect(searchKind("7f3a9c")).toBe("text");
  });

  it("folds case and accents, leaving Hangul as written", () => {
    expect(fold("Nguyễn")).toBe("nguyen");
    expect(fold("HONG Gildong")).toBe("hong gildong");
    expect(fold("김민준")).toBe("김민준");
  });
});
