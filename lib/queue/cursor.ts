// A page position in the URL: base64url of [id, created_at], exactly as upstream gave them.
// base64url without Buffer: these helpers also run in the browser (links and forms).
import type { PageKey } from "../../common/kyc-api/schemas";
import { english, message, sayMessage, type Message } from "../actions/message";

/** A queue address that does not parse: `said` for the reader, `message` in English for the log. */
export class ViewError extends Error {
  constructor(readonly said: Message) {
    super(sayMessage(english, said));
  }
}

function toBase64Url(value: string): string {
  const bytes = new TextEncoder().encode(value);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function fromBase64Url(value: string): string {
  const binary = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export function encodeCursor(key: PageKey): string {
  return toBase64Url(JSON.stringify([key.id, key.created_at]));
}

export function decodeCursor(value: string): PageKey {
  try {
    const parsed: unknown = JSON.parse(fromBase64Url(value));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      parsed.every((v) => typeof v === "string" && v.length > 0)
    ) {
      return { id: parsed[0] as string, created_at: parsed[1] as string };
    }
  } catch {
    // fall through to the error below
  }
  throw new ViewError(message("queue.address.badPosition"));
}
