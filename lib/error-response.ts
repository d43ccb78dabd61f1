// The one error body every route handler and the proxy answer with:
// `{ "error": { "code": "bad_request", "message": "What to fix." } }`, JSON, never cached.
// `code` is for programs (derived from the status, so the two never disagree); `message` is
// a safe sentence for people, never an internal error's text or a stack. Browser-safe: the
// queue reads it back with errorMessageOf.

const codes = {
  400: "bad_request",
  401: "unauthenticated",
  403: "forbidden",
  404: "not_found",
  413: "too_large",
  500: "internal",
  502: "upstream_failed",
  504: "upstream_timeout",
} as const;

export type ErrorStatus = keyof typeof codes;
export type ErrorCode = (typeof codes)[ErrorStatus];
export interface ErrorBody {
  error: { code: ErrorCode; message: string };
}

export const errorBody = (status: ErrorStatus, message: string): ErrorBody => ({
  error: { code: codes[status], message },
});

/** An error answer in the one shape. */
export function errorResponse(status: ErrorStatus, message: string): Response {
  return Response.json(errorBody(status, message), { status, headers: { "cache-control": "no-store" } });
}

/** The message of an error body read back, or null when the body is not one. */
export function errorMessageOf(body: unknown): string | null {
  if (typeof body !== "object" || body === null || !("error" in body)) return null;
  const { error } = body as { error: unknown };
  if (typeof error !== "object" || error === null) return null;
  const message = (error as { message?: unknown }).message;
  return typeof message === "string" ? message : null;
}

/**
 * Why a URL an <img> or PDF viewer could not load failed: the message of the one error body,
 * asked for once (those elements cannot read the answer themselves); null when none is given.
 */
export async function failureMessageFor(src: string): Promise<string | null> {
  const response = await fetch(src, { cache: "no-store" }).catch(() => null);
  if (!response || response.ok) return null;
  return errorMessageOf(await response.json().catch(() => null))?.slice(0, 300) ?? null;
}
