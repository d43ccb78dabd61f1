// The dashboard in production (`npm start`, the e2e tests, the benches): Next.js's request
// handler behind a Node HTTP server that answers the queue's rows itself, before Next.js's
// routing (~1 ms less per rows request; docs/decisions/0008-queue-rows-before-nextjs.md).
// Everything else, pages, actions, other routes, proxy.ts, is Next.js as `next start` runs it.
// Bundled by scripts/compile-dashboard-server.ts and started by scripts/dev.ts --production.
import { createServer } from "node:http";
import next from "next";
import { env } from "./lib/env";
import { isQueueRowsRequest, serveQueueRows } from "./lib/http/queue-rows";

// scripts/dev.ts passes the port it set up; otherwise PORT (lib/env.ts), as for `next start`.
const portArgument = process.argv.find((arg) => arg.startsWith("--port="))?.slice("--port=".length);
const port = portArgument ? Number(portArgument) : env().port;
const app = next({ dev: false, dir: process.cwd(), hostname: "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  if (!isQueueRowsRequest(req)) {
    void handle(req, res);
    return;
  }
  serveQueueRows(req, res).catch((error: unknown) => {
    console.error("[dashboard] queue rows failed", error);
    if (!res.headersSent)
      res
        .writeHead(500, { "content-type": "application/json" })
        .end(JSON.stringify({ error: "The dashboard failed; the details are in its log." }));
    else res.destroy();
  });
});
server.listen(port, () => console.log(`ready on http://localhost:${port}`));

// concurrently (scripts/dev.ts) and process managers stop the server with SIGTERM or SIGINT.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    server.close();
    void app.close().finally(() => process.exit(0));
  });
}
