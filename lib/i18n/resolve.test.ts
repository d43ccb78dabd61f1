import { describe, expect, it } from "vitest";
import { isTimeZone } from "./locales";
import { localeFromAcceptLanguage } from "./negotiate";
import { resolvePreferences } from "./resolve";

describe("localeFromAcceptLanguage", () => {
  it("takes the first language by quality that the dashboard speaks", () => {
    expect(localeFromAcceptLanguage("ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7")).toBe("ko");
    expect(localeFromAcceptLanguage("en-US,en;q=0.9,ko;q=0.8")).toBe("en");
    expect(localeFromAcceptLanguage("fr-FR,ko;q=0.5,en;q=0.4")).toBe("ko");
    expect(localeFromAcceptLanguage("en;q=0.2, ko;q=0.8")).toBe("ko");
  });

  it("ignores what it does not speak, zero qualities and nonsense", () => {
    expect(localeFromAcceptLanguage("fr-FR,de;q=0.9")).toBeUndefined();
    expect(localeFromAcceptLanguage("ko;q=0, en;q=0.1")).toBe("en");
    expect(localeFromAcceptLanguage("ko;q=abc")).toBeUndefined();
    expect(localeFromAcceptLanguage("")).toBeUndefined();
    expect(localeFromAcceptLanguage(null)).toBeUndefined();
  });
});

describe("resolvePreferences", () => {
  it("puts the account's choice first, then this browser's cookie, then Accept-Language", () => {
    const account = { locale: "ko", timeZone: null };
    expect(resolvePreferences({ account, cookie: "en", acceptLanguage: "en" })).toEqual({
      locale: "ko",
      timeZone: "Asia/Seoul",
      source: "account",
    });
    expect(
      resolvePreferences({ account: { locale: null, timeZone: null }, cookie: "ko", acceptLanguage: "en" }),
    ).toMatchObject({ locale: "ko", source: "cookie" });
    expect(resolvePreferences({ cookie: "xx", acceptLanguage: "ko-KR" })).toMatchObject({
      locale: "ko",
      source: "browser",
    });
    expect(resolvePreferences({})).toEqual({ locale: "en", timeZone: "UTC", source: "default" });
  });

  it("ignores a stored language it does not speak", () => {
    expect(
      resolvePreferences({ account: { locale: "fr", timeZone: null }, acceptLanguage: "ko" }),
    ).toMatchObject({ locale: "ko", source: "browser" });
  });

  it("shows the account's own zone, else the language's default, never an unknown zone", () => {
    expect(resolvePreferences({ account: { locale: "en", timeZone: "Asia/Seoul" } }).timeZone).toBe(
      "Asia/Seoul",
    );
    expect(resolvePreferences({ account: { locale: "ko", timeZone: "Mars/Olympus" } }).timeZone).toBe(
      "Asia/Seoul",
    );
    expect(isTimeZone("Europe/London")).toBe(true);
    expect(isTimeZone("not a zone")).toBe(false);
  });
});
