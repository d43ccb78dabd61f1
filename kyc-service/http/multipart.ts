// Reads a multipart/form-data request as a stream: text fields into memory (small, limited
// by @fastify/multipart's limits), each file straight to a file under the store's incoming
// directory, so a 3 MB upload never sits in memory. A file over the limit answers 413; a
// stalled, unterminated or abandoned upload answers 408/400 (upload-guard.ts), and on every
// error path the temporary files are removed and their handles closed.
import { createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import { ApiError, badRequest } from "./errors";
import { guardUpload } from "./upload-guard";
import type { FileStore } from "../store/files";
import { generalErrorMessages } from "../../common/kyc-api/schemas";

export const maxFileBytes = 3 * 1024 * 1024;
/**
 * What the parser reads of one text field (http-server.ts's fieldSize). Every field's own limit
 * is far below it (docs/kyc-service.md); a longer value is cut by the parser, noted in
 * `truncated` and refused by parseFormFields, never stored cut.
 */
export const maxFieldBytes = 16 * 1024;

export interface Upload {
  /** Where the bytes are now (under the incoming directory). */
  path: string;
  bytes: number;
}

export interface MultipartBody {
  fields: Record<string, string>;
  /** Fields the parser stopped reading at maxFieldBytes. */
  truncated: string[];
  files: Record<string, Upload>;
  /** Removes every upload not yet moved into a submission's directory. */
  discard(): Promise<void>;
}

export async function readMultipart(
  request: FastifyRequest,
  store: FileStore,
  fileFields: readonly string[],
): Promise<MultipartBody> {
  if (!request.isMultipart())
    throw badRequest(`${generalErrorMessages[400]}: send the request as multipart/form-data`);
  const boundary = /;\s*boundary=("[^"]+"|[^;\s]+)/i.test(request.headers["content-type"] ?? "");
  if (!boundary)
    throw badRequest(
      `${generalErrorMessages[400]}: the Content-Type multipart/form-data needs its boundary parameter (multipart/form-data; boundary=...)`,
    );
  const fields: Record<string, string> = {};
  const truncated: string[] = [];
  const files: Record<string, Upload> = {};
  const written: string[] = [];
  const discard = () => store.removeIncoming(written);
  const guard = guardUpload(request.raw, request.server.uploadTimeouts);
  const parts = request.parts()[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await Promise.race([parts.next(), guard.aborted]);
      if (next.done) break;
      const part = next.value;
      if (Object.hasOwn(fields, part.fieldname) || Object.hasOwn(files, part.fieldname)) {
        if (part.type === "file") part.file.resume();
        throw badRequest(`${generalErrorMessages[400]}: ${part.fieldname} may be given only once`);
      }
      if (part.type === "field") {
        if (typeof part.value !== "string")
          throw badRequest(`${generalErrorMessages[400]}: ${part.fieldname} must be text`);
        fields[part.fieldname] = part.value;
        if (part.valueTruncated) truncated.push(part.fieldname);
        continue;
      }
      if (!fileFields.includes(part.fieldname)) {
        part.file.resume();
        throw badRequest(
          `${generalErrorMessages[400]}: unexpected file field ${part.fieldname}; expected ${fileFields.join(" or ")}`,
        );
      }
      const target = await store.incomingPath();
      written.push(target);
      let bytes = 0;
      part.file.on("data", (chunk: Buffer) => (bytes += chunk.length));
      await pipeline(part.file, createWriteStream(target), { signal: guard.signal });
      if (part.file.truncated) throw tooLarge(part.fieldname);
      files[part.fieldname] = { path: target, bytes };
    }
  } catch (error) {
    await discard();
    if (guard.signal.aborted) throw guard.signal.reason as ApiError;
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw tooLarge((error as { part?: { fieldname?: string } }).part?.fieldname);
    }
    if (error instanceof ApiError) throw error;
    // The multipart parser's own complaints (a malformed body) are the client's to fix.
    throw badRequest(`${generalErrorMessages[400]}: malformed multipart body (${multipartProblem(error)})`);
  } finally {
    guard.dispose();
  }
  return { fields, truncated, files, discard };
}

function multipartProblem(error: unknown): string {
  const message = error instanceof Error ? error.message : "";
  // busboy's and @fastify/multipart's messages name the problem without echoing the body.
  return /^[\w :,.'-]{1,120}$/.test(message) ? message : "unreadable";
}

function tooLarge(field: string | undefined) {
  const which = field ? `${field} is larger than 3 MB` : "a file is larger than 3 MB";
  return new ApiError(413, `${generalErrorMessages[413]}: ${which}`);
}
