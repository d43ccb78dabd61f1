// The two conversions that run a handler written against the Fetch API (Request in, Response
// out) on Node's request and response, streaming the body (lib/http/queue-rows.ts).
import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * What a GET handler reads of a Fetch API Request, its URL and headers, from Node's request
 * (no Request object: building one copies the headers again, for nothing a GET needs).
 */
export function webRequest(req: IncomingMessage): Pick<Request, "url" | "headers"> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value !== undefined) headers.set(name, value);
  }
  // Only the path and query are read; the Host header is the client's to choose.
  return { url: new URL(req.url ?? "/", "http://localhost").href, headers };
}

/**
 * Writes the response, streaming its body chunk by chunk as the source yields it (read
 * directly: Readable.fromWeb and pipeline cost ~1 ms more on a 0.5 MB page). A reader that
 * leaves cancels the body's source, which stops whatever produces it.
 */
export async function sendWebResponse(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  const left = () => void reader.cancel().catch(() => undefined);
  res.once("close", left);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.destroyed) return;
      if (!res.write(value)) await drained(res);
    }
    res.end();
  } finally {
    res.off("close", left);
  }
}

/** Until the response can take more, or is gone. */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.once("drain", done);
    res.once("close", done);
  });
}
