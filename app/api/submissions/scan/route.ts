// GET /api/submissions/scan?<queue view>: the queue's rows as NDJSON (lib/submissions/scan-response.ts).
// In production the dashboard's server (server.ts) answers this path itself, before Next.js
// (docs/decisions/0008-queue-rows-before-nextjs.md); this route handler answers it under
// `next dev` or a bare `next start`. It checks the session and permission itself.
import { scanResponse } from "@/lib/submissions/scan-response";

export function GET(request: Request) {
  return scanResponse(request);
}
