// What every server action returns to the browser: data, or a message fit to show.
export type ActionResult<O> =
  { ok: true; data: O } | { ok: false; error: string; fieldErrors?: Record<string, string[]> };

/** An expected failure whose message the user may see ("That submission was already deleted."). */
export class SafeError extends Error {
  override name = "SafeError";
}

export const messages = {
  noSession: "Your session has ended. Sign in again.",
  forbidden: "Your role does not allow this.",
  invalid: "Some fields need fixing.",
  unexpected: "Something went wrong on our side. Try again; if it keeps happening, tell an administrator.",
} as const;
