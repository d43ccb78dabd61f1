// The one masking of e-mail-shaped text for the audit log: every way an address may be
// written is masked, to the same hash as the plain address, and nothing else is touched.
import { describe, expect, it } from "vitest";
import { emailHmac, maskEmails, maskEmailsDeep } from "./hmac";

const key = "test-key";
const masked = (email: string) => `email#${emailHmac(key, email).slice(0, 16)}`;
const alice = masked("alice@example.com");

describe("maskEmails", () => {
  it("masks the plain address to the same hash however its case is written", () => {
    expect(maskEmails(key, "alice@example.com")).toBe(alice);
    expect(maskEmails(key, "ALICE@EXAMPLE.COM")).toBe(alice);
    expect(maskEmails(key, "Note about Alice@Example.com, see above")).toBe(`Note about ${alice}, see above`);
  });

  it("masks plus-addressing, dots and hyphens in the local part whole", () => {
    for (const email of ["alice+kyc@example.com", "a.l-i_ce@mail.example.co.uk", "o'brien@example.ie"])
      expect(maskEmails(key, email), email).toBe(masked(email));
  });

  it("masks Unicode local parts and domains (IDN and punycode) and full-width @", () => {
    expect(maskEmails(key, "김민수@예시.한국")).toBe(masked("김민수@예시.한국"));
    expect(maskEmails(key, "josé@bücher.de")).toBe(masked("josé@bücher.de"));
    expect(maskEmails(key, "ivan@xn--e1afmkfd.xn--p1ai")).toBe(masked("ivan@xn--e1afmkfd.xn--p1ai"));
    expect(maskEmails(key, "alice＠example.com")).toBe(alice);
    expect(maskEmails(key, "ａｌｉｃｅ@ｅｘａｍｐｌｅ.ｃｏｍ")).toBe(alice);
  });

  it("masks an address inside a URL, percent-encoded or not, leaving the URL around it", () => {
    expect(maskEmails(key, "https://kyc.example/search?email=alice%40example.com&x=1")).toBe(
      `https://kyc.example/search?email=${alice}&x=1`,
    );
    expect(maskEmails(key, "/submissions/alice@example.com/images/idImage")).toBe(
      `/submissions/${alice}/images/idImage`,
    );
    expect(maskEmails(key, "mailto:alice@example.com")).toBe(`mailto:${alice}`);
    expect(maskEmails(key, "q=alice%2Bkyc%40example.com")).toBe(`q=${masked("alice+kyc@example.com")}`);
  });

  it("masks an address embedded in an id-like token, and quoted or bracketed forms", () => {
    expect(maskEmails(key, "sub-alice@example.com")).not.toMatch(/alice|example/);
    expect(maskEmails(key, '"alice smith"@example.com')).toBe(masked('"alice smith"@example.com'));
    expect(maskEmails(key, "<alice@example.com>")).toBe(`<${alice}>`);
    expect(maskEmails(key, "alice@[192.0.2.1]")).toBe(masked("alice@[192.0.2.1]"));
  });

  it("leaves text without an address alone", () => {
    for (const text of [
      "0f7d5a52-7c1e-4b8e-9a57-3f0c2d1e9b10",
      "duplicate account, see case 12 @ 10:00",
      "@vladmandic/human 3.3.6",
      "admin@localhost",
      "unknown image type",
    ])
      expect(maskEmails(key, text), text).toBe(text);
  });

  it("masks every string and object key inside details", () => {
    const value = maskEmailsDeep(key, {
      note: "from alice@example.com",
      list: ["bob@example.org", 3, null],
      "alice@example.com": { nested: "ALICE@example.com" },
    });
    expect(JSON.stringify(value)).not.toMatch(/alice|bob|example/);
    expect(value).toEqual({
      note: `from ${alice}`,
      list: [masked("bob@example.org"), 3, null],
      [alice]: { nested: alice },
    });
  });
});
