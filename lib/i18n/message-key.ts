// A catalogue key named in code that is not a component (a server action's SafeError or zod
// message): typed, so a key missing from messages/en.json fails the typecheck. Browser-safe.
import type { MessageKeys, NestedKeyOf } from "next-intl";
import type { Messages } from "./messages";

export type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;

/** `new SafeError(messageKey("users.errors.ownRole"))`: the key, checked. */
export const messageKey = (key: MessageKey): string => key;
