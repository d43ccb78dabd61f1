// The Settings page's action and page for real, against the test database: the language and
// zone land on the account and in the audit log, an unknown zone is refused in the reader's
// language and changes nothing, and the page reads in English and in Korean.
import { NextIntlClientProvider } from "next-intl";
import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import SettingsPage from "@/app/(dashboard)/settings/page";
import { db } from "@/lib/db";
import { createAccount } from "@/tests/support/dashboard";
import { inRequestAs } from "@/tests/support/request-scope";
import { savePreferences } from "./actions";
import { catalogues } from "./messages";
import { requestPreferences } from "./request-preferences";

const lastEvent = (actorId: string | null) =>
  db().auditEvent.findFirstOrThrow({
    where: { action: "user.set_preferences", actorId },
    orderBy: { seq: "desc" },
  });

/** The page as the browser gets it: the Server Component's output rendered with the request's catalogue. */
async function renderSettings() {
  const { locale, timeZone } = await requestPreferences();
  const page = await SettingsPage();
  // The provider's children go in as createElement's third argument (its props type wants them).
  const props = { locale, timeZone, messages: catalogues[locale] } as ComponentProps<
    typeof NextIntlClientProvider
  >;
  return renderToStaticMarkup(createElement(NextIntlClientProvider, props, page));
}

describe("savePreferences", () => {
  it("refuses without a session, and records the attempt", async () => {
    await inRequestAs(null);
    expect(await savePreferences({ locale: "ko", timeZone: "Asia/Seoul" })).toEqual({
      ok: false,
      error: "Your session has ended. Sign in again.",
      signIn: true,
    });
    expect(await lastEvent(null)).toMatchObject({ outcome: "failure", reason: "no session" });
  });

  it("stores the language and zone on the account, audited, and the next request shows times in that zone", async () => {
    const reviewer = await createAccount("reviewer");
    await inRequestAs(reviewer);
    expect(await savePreferences({ locale: "ko", timeZone: "America/New_York" })).toEqual({
      ok: true,
      data: { locale: "ko", timeZone: "America/New_York" },
    });
    const event = await lastEvent(reviewer.id);
    expect(event).toMatchObject({ outcome: "success", targetId: reviewer.id });
    expect(JSON.parse(event.detail ?? "{}")).toEqual({ locale: "ko", timeZone: "America/New_York" });
    await inRequestAs(reviewer);
    await expect(requestPreferences()).resolves.toMatchObject({ locale: "ko", timeZone: "America/New_York" });

    // "Default for the language" clears the account's own zone: Korean is shown in Seoul time.
    await inRequestAs(reviewer);
    expect(await savePreferences({ locale: "ko", timeZone: "" })).toMatchObject({ ok: true });
    expect((await db().reviewer.findUniqueOrThrow({ where: { id: reviewer.id } })).timeZone).toBeNull();
    await inRequestAs(reviewer);
    await expect(requestPreferences()).resolves.toMatchObject({ timeZone: "Asia/Seoul" });
  });

  it("refuses a zone the runtime does not know, in the reader's language, and changes nothing", async () => {
    const reviewer = await createAccount("manager");
    await inRequestAs(reviewer);
    const english = await savePreferences({ locale: "en", timeZone: "Mars/Olympus_Mons" });
    expect(english).toEqual({
      ok: false,
      error: "Some fields need fixing.",
      fieldErrors: {
        timeZone: [
          "Choose a time zone from the list (an IANA name such as Asia/Seoul), or the default for the language.",
        ],
      },
    });
    expect(await lastEvent(reviewer.id)).toMatchObject({ outcome: "failure", reason: "invalid input" });

    await db().reviewer.update({ where: { id: reviewer.id }, data: { locale: "ko" } });
    await inRequestAs(reviewer);
    const korean = await savePreferences({ locale: "ko", timeZone: "Mars/Olympus_Mons" });
    expect(korean).toMatchObject({ ok: false, error: "입력 내용을 고쳐야 하는 항목이 있습니다." });
    expect(!korean.ok && korean.fieldErrors?.timeZone?.[0]).toMatch(/^목록에서 시간대/);
    expect(await savePreferences({ locale: "fr", timeZone: "" })).toMatchObject({
      fieldErrors: { locale: ["영어 또는 한국어를 선택하세요."] },
    });
    const account = await db().reviewer.findUniqueOrThrow({ where: { id: reviewer.id } });
    expect(account).toMatchObject({ locale: "ko", timeZone: null });
  });
});

describe("the Settings page", () => {
  it("reads in English, with the account's zone chosen and the language's default offered first", async () => {
    const admin = await createAccount("admin");
    await db().reviewer.update({
      where: { id: admin.id },
      data: { locale: "en", timeZone: "Europe/Berlin" },
    });
    await inRequestAs(admin);
    const html = await renderSettings();
    expect(html).toContain(">Settings</h1>");
    expect(html).toContain("shows times in Europe/Berlin");
    expect(html).toMatch(
      /<select name="timeZone"[^>]*><option value="">Default for the language \(Korean: Asia\/Seoul, English: UTC\)<\/option>/,
    );
    expect(html).toContain('<option value="Europe/Berlin" selected="">Europe/Berlin</option>');
    expect(html).toContain(">Save</button>");
  });

  it("reads in Korean, in Seoul time by default", async () => {
    const reviewer = await createAccount("reviewer");
    await db().reviewer.update({ where: { id: reviewer.id }, data: { locale: "ko" } });
    await inRequestAs(reviewer);
    const html = await renderSettings();
    expect(html).toContain(">설정</h1>");
    expect(html).toContain("시각은 Asia/Seoul 기준으로 표시합니다");
    expect(html).toContain(
      '<option value="" selected="">언어 기본값 (한국어: Asia/Seoul, 영어: UTC)</option>',
    );
    expect(html).toContain('<option value="ko" lang="ko" selected="">한국어</option>');
    expect(html).toContain(">저장</button>");
    expect(html).not.toMatch(/>Settings<|>Save</);
  });
});
