// The one error the KYC client throws: what went wrong upstream, in terms a page can show.
import { english, message, sayMessage, type Message } from "../actions/message";
export type KycErrorCode =
  | "forbidden"
  | "bad_request"
  | "not_found"
  | "too_large"
  | "server_error"
  | "bad_gateway"
  | "unavailable"
  | "timeout"
  | "network"
  | "malformed_response"
  | (string & {});

const brand = Symbol.for("kyc-review.KycApiError");

export class KycApiError extends Error {
  override name = "KycApiError";
  readonly [brand] = true;

  /**
   * `instanceof` by brand: Next.js bundles pages and route handlers as separate module
   * graphs, and the client singleton (lib/kyc/connection.ts) may throw the other graph's class.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[brand] === true;
  }

  constructor(
    /** HTTP status from upstream; 0 when no answer arrived (network error, timeout). */
    readonly status: number,
    /** The interface's errorCode when it gave one, else a code for the kind of failure. */
    readonly code: KycErrorCode,
    message: string,
    /** The request path, without the query string (which may carry identifiers). */
    readonly path: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /**
   * A sentence a reviewer can act on, by its catalogue key (`kycService`), said in the reader's
   * language where it is shown; never the upstream body verbatim for 5xx.
   */
  get said(): Message {
    switch (this.code) {
      case "forbidden":
        return message("kycService.forbidden");
      case "timeout":
        return message("kycService.timeout");
      case "network":
        return message("kycService.network");
      case "malformed_response":
        return message("kycService.malformed");
      case "not_found":
        return message("kycService.notFound");
      default:
        return this.status >= 500
          ? message("kycService.failed", { status: this.status })
          : message("kycService.refused", { message: this.message });
    }
  }

  /** `said` in English: for the server log, the audit log and records kept in English. */
  get userMessage(): string {
    return sayMessage(english, this.said);
  }
}

export function codeForStatus(status: number): KycErrorCode {
  if (status === 400) return "bad_request";
  if (status === 403 || status === 401) return "forbidden";
  if (status === 404) return "not_found";
  if (status === 413) return "too_large";
  if (status === 502) return "bad_gateway";
  if (status === 503) return "unavailable";
  if (status === 504) return "timeout";
  return status >= 500 ? "server_error" : "bad_request";
}

/**
 * How callers handle a failed call to the KYC service: a KycApiError is logged (path, code and
 * status; never the query string, which may carry identifiers) and returned, so the caller can
 * show its userMessage; anything else is not an upstream failure and is thrown on.
 */
export function upstreamFailure(error: unknown, context: string): KycApiError {
  if (!(error instanceof KycApiError)) throw error;
  console.error(
    `[dashboard] ${context}: ${error.path} failed: ${error.code} ${error.status} ${error.message}`,
  );
  return error;
}

export type Upstream<T> = { ok: true; value: T } | { ok: false; failure: KycApiError };

/**
 * The one way a page or component reads the service: the value, or the logged failure whose
 * `userMessage` it shows with <UpstreamError> (components/ui/upstream-error.tsx). Anything
 * that is not an upstream failure is thrown on, to the error page.
 */
export async function upstreamResult<T>(call: () => Promise<T>, context: string): Promise<Upstream<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    return { ok: false, failure: upstreamFailure(error, context) };
  }
}
