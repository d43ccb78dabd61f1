// A page position in the URL: base64url of [id, created_at], exactly as upstream gave them.
// base64url without Buffer: these helpers also run in the browser (links and forms).
import type { PageKey } from "../../common/kyc-api/schemas";

export class ViewError extends Error {}

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
  throw new ViewError("The page position in the address is damaged. Go back to the first page.");
}
