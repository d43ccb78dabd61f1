// The production server's own answer for the queue's rows (lib/http/queue-rows.ts), on a real
// Node HTTP server. Authorised answers are covered by the permission matrix (the same handler)
// and the e2e tests (the production server against both programs).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isQueueRowsRequest, serveQueueRows } from "./queue-rows";

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (isQueueRowsRequest(req)) void serveQueueRows(req, res);
    else res.writeHead(404).end("handed to Next.js");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the queue's rows, answered before Next.js", () => {
  it("takes only its own path: anything else goes on to Next.js", async () => {
    expect((await fetch(`${base}/api/submissions/scan?size=50`, { method: "POST" })).status).toBe(405);
    for (const other of ["/api/submissions/scanner", "/api/submissions/scan/x", "/submissions"]) {
      expect(await (await fetch(`${base}${other}`)).text()).toBe("handed to Next.js");
    }
  });

  it("refuses a visitor without a session with a 401, the security headers and a request id", async () => {
    const response = await fetch(`${base}/api/submissions/scan?size=50`, {
      headers: { cookie: "authjs.session-token=forged" },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Sign in to continue." });
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps the request id a proxy in front gave, and answers other methods with 405", async () => {
    const response = await fetch(`${base}/api/submissions/scan`, { headers: { "x-request-id": "edge-42" } });
    expect(response.headers.get("x-request-id")).toBe("edge-42");
    const post = await fetch(`${base}/api/submissions/scan`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET");
  });
});
