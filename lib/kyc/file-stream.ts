// Streams a file from the KYC service to the browser as it arrives (never buffered whole),
// and turns upstream failures into short answers that name what happened, never internals, in
// the one error body (lib/error-response.ts), in the reader's language.
import "server-only";
import { message, type Message } from "../actions/message";
import type { ErrorStatus } from "../error-response";
import { saidResponse } from "../said-response";
import { KycApiError, upstreamFailure } from "./errors";

interface UpstreamFile {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  contentLength?: string;
}

/** The files the dashboard streams, by their words in the catalogues (`kycService.files.kinds`). */
export type FileKind = "idImage" | "idBackImage" | "selfieImage" | "addressImage" | "amlReport";

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
export function fileRefusal(said: Message): Promise<Response> {
  return saidResponse(400, said);
}

/** A failed file fetch for the browser; the cause goes to the server log. */
export async function fileFailure(error: unknown, kind: FileKind): Promise<Response> {
  const what = [message(`kycService.files.kinds.${kind}`)];
  if (error instanceof KycApiError) {
    const failure = upstreamFailure(error, kind);
    if (failure.status === 404) return saidResponse(404, message("kycService.files.missing", { what }));
    const status: ErrorStatus =
      failure.code === "timeout"
        ? 504
        : failure.code === "forbidden" || failure.status >= 500 || failure.status === 0
          ? 502
          : 400;
    return saidResponse(status, failure.said);
  }
  console.error(`[dashboard] ${kind} failed`, error);
  return saidResponse(500, message("kycService.files.notLoaded", { what }));
}

/** A file name safe in a header: letters, digits, dot, dash and underscore only. */
export const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 120);
