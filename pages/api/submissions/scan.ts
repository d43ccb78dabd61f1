// GET /api/submissions/scan: the queue's rows as NDJSON (lib/submissions/scan-response.ts).
// A Pages Router API route, not an App Router route handler, for speed: Next.js hands it
// Node's request and response directly, ~3 ms less per request on the reference machine
// (docs/decisions/0008-queue-rows-in-pages-api.md). It checks the session and permission
// itself, like every handler.
import type { NextApiRequest, NextApiResponse } from "next";
import { sendWebResponse, webRequest } from "@/lib/http/pages-api";
import { scanResponse } from "@/lib/submissions/scan-response";

export const config = { api: { bodyParser: false, responseLimit: false } };

export default async function scan(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== "GET") {
    res.setHeader("allow", "GET");
    res.status(405).json({ error: "Use GET." });
    return;
  }
  await sendWebResponse(await scanResponse(webRequest(req)), res);
}
