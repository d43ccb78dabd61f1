// The catalogues, one JSON file per language in messages/ (docs/i18n.md). Both are small and
// imported statically, so a missing file fails the build rather than a request.
import en from "@/messages/en.json";
import ko from "@/messages/ko.json";
import type { Locale } from "./locales";

export type Messages = typeof en;

export const catalogues: Record<Locale, Messages> = { en, ko };
