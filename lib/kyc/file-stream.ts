// Streams a file from the KYC service to the browser as it arrives (never buffered whole),
// and turns upstream failures into short answers that name what happened, never internals, in
// the one error body (lib/error-response.ts).
import "server-only";
import { errorResponse, type ErrorStatus } from "../error-response";
import { KycApiError, upstreamFailure } from "./errors";

interface UpstreamFile {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  contentLength?: string;
}

export function streamFile(file: UpstreamFile, disposition: string): Response {
  const headers = new Headers({
    "content-type": file.contentType,
    "cache-control": "no-store",
    "content-disposition": disposition,
  });
  if (file.contentLength) headers.set("content-length", file.contentLength);
  return new Response(file.body, { headers });
}

/** A request for a file refused before asking the service (bad input), saying what to fix. */
export function fileRefusal(message: string): Response {
  return errorResponse(400, message);
}

/** A failed file fetch for the browser; the cause goes to the server log. */
export function fileFailure(error: unknown, what: string): Response {
  if (error instanceof KycApiError) {
    const failure = upstreamFailure(error, what);
    if (failure.status === 404) return errorResponse(404, `The KYC service has no ${what}.`);
    const status: ErrorStatus =
      failure.code === "timeout"
        ? 504
        : failure.code === "forbidden" || failure.status >= 500 || failure.status === 0
          ? 502
          : 400;
    return errorResponse(status, failure.userMessage);
  }
  console.error(`[dashboard] ${what} failed`, error);
  return errorResponse(500, `The ${what} could not be loaded. The details are in the server log.`);
}

/** A file name safe in a header: letters, digits, dot, dash and underscore only. */
export const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 120);
