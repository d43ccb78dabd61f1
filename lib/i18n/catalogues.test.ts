// The catalogues must say the same things: every key in one is in the other, no text is empty,
// and each text names the same arguments and tags in both (a Korean sentence that dropped
// {count} would show no number). Runs with the other unit tests in CI.
import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import { flatten, placeholders, type Catalogue } from "./catalogue-keys";
import { locales } from "./locales";
import { catalogues } from "./messages";

const flat = Object.fromEntries(locales.map((l) => [l, flatten(catalogues[l] as Catalogue)]));

describe("catalogues", () => {
  it("have the same keys in every language", () => {
    const keys = (l: (typeof locales)[number]) => [...flat[l]!.keys()].sort();
    for (const locale of locales) expect(keys(locale), locale).toEqual(keys("en"));
  });

  it("have no empty text", () => {
    for (const locale of locales)
      for (const [key, text] of flat[locale]!) expect(text.trim(), `${locale} ${key}`).not.toBe("");
  });

  it("name the same arguments and tags in every language", () => {
    for (const [key, english] of flat.en!)
      for (const locale of locales)
        expect(placeholders(flat[locale]!.get(key) ?? ""), `${locale} ${key}`).toEqual(placeholders(english));
  });

  it("parse as ICU messages in every language", () => {
    for (const locale of locales) {
      const t = createTranslator({ locale, messages: catalogues[locale], timeZone: "UTC" });
      for (const [key, text] of flat[locale]!) {
        const values = Object.fromEntries(
          placeholders(text)
            .filter((p) => p.startsWith("{"))
            .map((p) => [p.slice(1, -1), "x"]),
        );
        const tags = Object.fromEntries(
          placeholders(text)
            .filter((p) => p.startsWith("<"))
            .map((p) => [p.slice(1, -1), (chunks: string) => chunks]),
        );
        // t.markup formats both arguments and tags; an unparsable text throws or comes back as its key.
        const out = t.markup(key as never, { n: 2, ...values, ...tags } as never);
        expect(out, `${locale} ${key}`).not.toBe(key);
      }
    }
  });

  it("catch a catalogue that is missing a key (the check can fail)", () => {
    const en = flatten({ a: "A", b: { c: "C" } });
    const ko = flatten({ a: "ㄱ" });
    expect([...ko.keys()]).not.toEqual([...en.keys()]);
    expect(
      placeholders("{count} {n, plural, one {submission of {who}} other {submissions}} <wide>x</wide>"),
    ).toEqual(["<wide>", "{count}", "{who}"]);
    expect(placeholders("{n, plural, one {# case} other {# cases}}")).toEqual(["{n}"]);
  });
});
