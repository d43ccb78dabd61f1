// How an action's messages name their words in the catalogues (docs/i18n.md): a key of
// messages/en.json with its arguments. Browser-safe and pure, so input schemas can use it.
import type { MessageKeys, NestedKeyOf } from "next-intl";
import type { $ZodRawIssue } from "zod/v4/core";
import type en from "@/messages/en.json";

export type MessageKey = MessageKeys<typeof en, NestedKeyOf<typeof en>>;
export type MessageValues = Record<string, string | number>;
type ValidationKey = Exclude<keyof (typeof en)["validation"], "refusals">;

const prefix = "validation.";

/**
 * A validation message by its key in the `validation` section, for a zod schema's `error`:
 * `z.string({ error: invalid("reasonRequired") })`. The action wrapper translates it.
 */
export const invalid = (key: ValidationKey) => `${prefix}${key}`;

export const isValidationKey = (message: string) => message.startsWith(prefix);

/**
 * zod's own message when a schema gives none, as a key: passed to every parse of the wrapper
 * (`safeParse(raw, { error: defaultInvalid })`), so no English zod default reaches the page.
 */
export function defaultInvalid(issue: $ZodRawIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return invalid(issue.input === undefined || issue.input === null ? "required" : "wrongType");
    case "too_small":
      return invalid(
        issue.origin === "string" ? "tooShort" : issue.origin === "array" ? "tooFew" : "invalid",
      );
    case "too_big":
      return invalid(
        issue.origin === "string" ? "tooLong" : issue.origin === "array" ? "tooMany" : "invalid",
      );
    case "invalid_value":
    case "invalid_union":
      return invalid("choose");
    case "invalid_format":
      return invalid("format");
    default:
      return invalid("invalid");
  }
}
