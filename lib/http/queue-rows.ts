// The queue's rows (GET /api/submissions/scan) on Node's request and response, answered by
// the production server (server.ts) before Next.js sees the request (docs/decisions/0008).
// Under `next dev` the App Router route app/api/submissions/scan/route.ts answers instead.
import type { IncomingMessage, ServerResponse } from "node:http";
import { scanResponse } from "../submissions/scan-response";
import { sendWebResponse, webRequest } from "./node-adapter";
import { securityHeaders } from "./security-headers";

export const queueRowsPath = "/api/submissions/scan";

export function isQueueRowsRequest(req: IncomingMessage): boolean {
  const url = req.url ?? "";
  return url === queueRowsPath || url.startsWith(`${queueRowsPath}?`);
}

export async function serveQueueRows(req: IncomingMessage, res: ServerResponse): Promise<void> {
  // The headers next.config.ts gives every response Next.js makes.
  for (const { key, value } of securityHeaders) res.setHeader(key, value);
  if (req.method !== "GET") {
    res
      .writeHead(405, { allow: "GET", "content-type": "application/json" })
      .end(JSON.stringify({ error: "Use GET." }));
    return;
  }
  // As Next.js does for the requests it handles: the session cookie's name depends on it.
  req.headers["x-forwarded-proto"] ??= "encrypted" in req.socket && req.socket.encrypted ? "https" : "http";
  await sendWebResponse(await scanResponse(webRequest(req)), res);
}
