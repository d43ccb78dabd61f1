// The catalogues, one JSON file per language in messages/ (docs/i18n.md). Both are small and
// imported statically, so a missing file fails the build rather than a request. The import
// attribute lets Node load them too (Playwright's specs reach them through the KYC client).
import en from "@/messages/en.json" with { type: "json" };
import ko from "@/messages/ko.json" with { type: "json" };
import type { Locale } from "./locales";

export type Messages = typeof en;

export const catalogues: Record<Locale, Messages> = { en, ko };
