// Streams a file from the KYC service to the browser as it arrives (never buffered whole),
// and turns upstream failures into short answers that name what happened, never internals.
import "server-only";
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

const textHeaders = { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" };

/** A request for a file refused before asking the service (bad input), as plain text saying what to fix. */
export function fileRefusal(message: string, status = 400): Response {
  return new Response(message, { status, headers: textHeaders });
}

/** A failed file fetch as plain text for the browser; the cause goes to the server log. */
export function fileFailure(error: unknown, what: string): Response {
  const headers = textHeaders;
  if (error instanceof KycApiError) {
    upstreamFailure(error, what);
    if (error.status === 404)
      return new Response(`The KYC service has no ${what}.`, { status: 404, headers });
    const status =
      error.code === "timeout"
        ? 504
        : error.code === "forbidden" || error.status >= 500 || error.status === 0
          ? 502
          : 400;
    return new Response(error.userMessage, { status, headers });
  }
  console.error(`[dashboard] ${what} failed`, error);
  return new Response(`The ${what} could not be loaded. The details are in the server log.`, {
    status: 500,
    headers,
  });
}

/** A file name safe in a header: letters, digits, dot, dash and underscore only. */
export const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 120);
