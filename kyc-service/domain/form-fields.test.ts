// Country fields are checked against the service's one country table (common/countries/):
// Kosovo's XKX is accepted, and a name or alpha-2 code the table knows is named in the 400.
import { describe, expect, it } from "vitest";
import { checkCountry } from "./form-fields";

const problem = (code: string) => {
  try {
    checkCountry("nationality", code);
    return undefined;
  } catch (error) {
    return error as { statusCode: number; message: string };
  }
};

describe("checkCountry", () => {
  it("accepts ISO alpha-3 codes, Kosovo's XKX among them", () => {
    for (const code of ["KOR", "PRK", "USA", "XKX"]) expect(problem(code)).toBeUndefined();
    expect(() => checkCountry("nationality", undefined)).not.toThrow();
  });

  it("answers 400 naming the field, and the code to use when it recognises the country", () => {
    expect(problem("KR")).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/nationality .*\(got "KR"; use KOR\)/),
    });
    expect(problem("South Korea")?.message).toMatch(/use KOR\)$/);
    expect(problem("XKK")?.message).toMatch(/\(got "XKK"\)$/);
  });
});
