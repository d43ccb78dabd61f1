// A slower part of the case page, started by the loader and handed to the page as a promise
// that always resolves: the value, or a failure the part shows in its own place. A rejected
// promise would break the whole page (or, unawaited, the process); so none is ever handed on.
import "server-only";
import { message, type Message } from "../actions/message";
import { KycApiError, upstreamFailure } from "../kyc/errors";

/** Plain data (no Error instance), so a part's result may cross into a client component. */
export type PartFailure = {
  ok: false;
  /** "upstream": the KYC service failed; "internal": anything else (the cause is in the server log). */
  kind: "upstream" | "internal";
  code: string;
  /** What the part says in its place, in the reader's language (usePartMessage). */
  said: Message;
};

export type Part<T> = { ok: true; value: T } | PartFailure;

/** The failure a thrown error stands for, logged once (upstream ones by upstreamFailure). */
export function partFailure(error: unknown, context: string): PartFailure {
  if (error instanceof KycApiError) {
    const failure = upstreamFailure(error, context);
    return { ok: false, kind: "upstream", code: failure.code, said: failure.said };
  }
  // The cause stays in the server log; the page gets a sentence without it.
  console.error(`[dashboard] ${context} failed:`, error);
  return { ok: false, kind: "internal", code: "internal", said: message("case.page.partInternal") };
}

/** Runs `call` now; the promise resolves to its value or to its failure, never rejects. */
export async function part<T>(call: () => Promise<T> | T, context: string): Promise<Part<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    return partFailure(error, context);
  }
}

/** A part computed from another: the first one's failure is this one's (not logged twice). */
export async function after<A, B>(
  from: Promise<Part<A>>,
  next: (value: A) => Promise<B> | B,
  context: string,
): Promise<Part<B>> {
  const first = await from;
  if (!first.ok) return first;
  return part(() => next(first.value), context);
}
