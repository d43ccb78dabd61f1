import { describe, expect, it } from "vitest";
import { safeCallbackPath } from "./callback-path";

describe("safeCallbackPath", () => {
  it("keeps a path on this site", () => {
    expect(safeCallbackPath("/submissions/abc?view=1")).toBe("/submissions/abc?view=1");
  });

  it("refuses other origins, a newline or other characters a Location header cannot carry", () => {
    for (const value of [
      "//evil.example",
      "/\\evil",
      "https://evil.example",
      "/a\nSet-Cookie: x=1",
      "/a b",
      "/é",
      42,
    ])
      expect(safeCallbackPath(value)).toBe("/submissions");
  });
});
