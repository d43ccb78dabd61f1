// Tells next-intl's hooks which catalogue and languages exist, so a key that is not in
// messages/en.json is a type error wherever it is used.
import type { Locale } from "./locales";
import type { Messages } from "./messages";

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
