// Checks the body of a request Next.js would treat as a server action before Next.js reads it.
// Next.js answers a body it cannot read (a multipart body cut short, a multipart type without
// its boundary, more than serverActions.bodySizeLimit) with a 500 and logs the error; refused
// here (proxy.ts), it is a 400 or 413 with a plain message in the reader's language
// (lib/gate-words.ts), and nothing reaches the log.
// A fetch action (the Next-Action header) carries React's encoded arguments: the whole body
// when it is not multipart (text/plain), else the form field "0". Next.js decodes them without
// a guard, so a body that is not JSON there ("[null,", a missing field "0") was a 500 too, and
// so were arguments that refer to a part the body does not carry (`["$1"]` with no field "1":
// lib/action-references.ts).
// Next.js keeps a copy of the body for the proxy (up to proxyClientMaxBodySize, 10 MB by
// default), so reading it here leaves the action its own.
import { referencesResolve } from "./action-references";
import type { GateKey } from "./gate-words";

/** serverActions.bodySizeLimit in next.config.ts (which imports it), so the two never differ. */
export const actionBodyLimitBytes = 1024 * 1024;

export interface BodyProblem {
  status: 400 | 413;
  /** What to say (forms.gate in the catalogues; the proxy says it in the reader's language). */
  key: GateKey;
}

const tooLarge: BodyProblem = { status: 413, key: "tooLarge" };
const unreadable: BodyProblem = { status: 400, key: "unreadable" };
const notArguments: BodyProblem = { status: 400, key: "notArguments" };
const noBoundary: BodyProblem = { status: 400, key: "noBoundary" };
const missingPart: BodyProblem = { status: 400, key: "missingPart" };

const multipartType = /^multipart\/form-data\b/i;
const formType = /^application\/x-www-form-urlencoded\b/i;

/** Whether Next.js would try the request as a server action (a fetch action or a posted form). */
export function isPossibleAction(request: { method: string; headers: Headers }): boolean {
  if (request.method !== "POST") return false;
  const type = request.headers.get("content-type") ?? "";
  return request.headers.has("next-action") || multipartType.test(type) || formType.test(type);
}

/** What is wrong with a possible action's body, or null when Next.js can read it. */
export async function actionBodyProblem(request: Request): Promise<BodyProblem | null> {
  const type = request.headers.get("content-type") ?? "";
  const declared = Number(request.headers.get("content-length"));
  if (declared > actionBodyLimitBytes) return tooLarge;
  const multipart = multipartType.test(type);
  if (multipart && !/;\s*boundary=/i.test(type)) return noBoundary;
  let body: Uint8Array | null;
  try {
    body = await readAtMost(request.body, actionBodyLimitBytes);
  } catch {
    return unreadable; // the client went away mid-body
  }
  if (body === null) return tooLarge;
  const fetchAction = request.headers.has("next-action");
  if (!multipart) {
    if (!fetchAction) return null;
    const text = new TextDecoder().decode(body);
    const root = parsed(text);
    if (root === unparsable) return notArguments;
    // React reads a text body as the one field "0".
    return referencesResolve(root, (name) => (name === "0" ? text : undefined)) ? null : missingPart;
  }
  let form: FormData;
  try {
    form = await new Response(body as BodyInit, { headers: { "content-type": type } }).formData();
  } catch {
    return unreadable;
  }
  if (!fetchAction) return null; // a form posted without JavaScript: Next.js reads its fields
  const field = form.get("0");
  const root = typeof field === "string" ? parsed(field) : unparsable;
  if (root === unparsable) return notArguments;
  const fieldText = (name: string) => {
    const value = form.get(name);
    return value === null ? undefined : typeof value === "string" ? value : "";
  };
  return referencesResolve(root, fieldText) ? null : missingPart;
}

const unparsable = Symbol("not JSON");

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return unparsable;
  }
}

/** The whole body, or null as soon as it is longer than `limit` (a chunked body has no length). */
async function readAtMost(
  stream: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array | null> {
  if (!stream) return new Uint8Array();
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
