// An HTTPS proxy between a dashboard process and the e2e run's real KYC service, which breaks
// the calls a test chooses. It terminates TLS with the service's own development certificate
// (so the dashboard trusts it through the same CA) and forwards over TLS. For each rule
// (method and path) it can:
// - "hold": forward the call (the service really applies it), then keep the answer until the
//   test releases it: the window in which a dashboard is killed;
// - "status", "stall", "malformed": answer itself, which the real service cannot be made to do
//   on demand (a 503, no answer at all, a body that is not the interface's JSON).
// Everything else passes through. Each rule counts the calls it broke (retries included).
import https from "node:https";
import type { IncomingMessage, ServerResponse } from "node:http";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";

export type Fault = "hold" | "stall" | "malformed" | { status: number };

interface Rule {
  method: string;
  path: RegExp;
  /** Query parameters the call must carry, e.g. the one submission a test reads. */
  query: Record<string, string>;
  fault: Fault;
  /** How many calls it breaks; later ones pass through. */
  times: number;
  /** Calls it broke (retries included). */
  faulted: number;
  held: Array<() => void>;
  onHeld: Array<() => void>;
}

export class FaultProxy {
  private rules: Rule[] = [];
  private sockets = new Set<Duplex>();
  private server: https.Server;
  private ca: string;

  constructor(
    private dataDir: string,
    private servicePort: number,
  ) {
    const certs = path.join(dataDir, "certs");
    this.ca = readFileSync(path.join(certs, "ca.pem"), "utf8");
    this.server = https.createServer(
      {
        key: readFileSync(path.join(certs, "server-key.pem")),
        cert: readFileSync(path.join(certs, "server.pem")),
      },
      (request, response) => void this.handle(request, response),
    );
    this.server.on("connection", (socket) => {
      this.sockets.add(socket);
      socket.on("close", () => this.sockets.delete(socket));
    });
  }

  async listen(port: number): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(port, "127.0.0.1", resolve));
    return (this.server.address() as AddressInfo).port;
  }

  /**
   * Breaks the next `times` calls of `method` to a path matching `pathPattern` (and carrying
   * the `query` parameters given); returns the rule. A rule that names what it counts by its
   * query (one submission's id) counts only the reads a test made, not those of a page the
   * browser left, whose server-side work may still be paging through the same path.
   */
  fail(
    method: string,
    pathPattern: RegExp,
    fault: Fault,
    { times = Infinity, query = {} }: { times?: number; query?: Record<string, string> } = {},
  ): Rule {
    const rule: Rule = { method, path: pathPattern, query, fault, times, faulted: 0, held: [], onHeld: [] };
    this.rules.push(rule);
    return rule;
  }

  clear(): void {
    for (const rule of this.rules) rule.held.splice(0).forEach((release) => release());
    this.rules = [];
  }

  /** Resolves once the rule holds an answer the service gave. */
  held(rule: Rule): Promise<void> {
    return rule.held.length ? Promise.resolve() : new Promise((resolve) => rule.onHeld.push(resolve));
  }

  /** Lets the held answers go (to whoever is still listening). */
  release(rule: Rule): void {
    rule.held.splice(0).forEach((send) => send());
  }

  async close(): Promise<void> {
    this.clear();
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const body = Buffer.concat(await request.toArray());
    const url = new URL(request.url ?? "/", "https://localhost");
    const rule = this.rules.find(
      (r) =>
        r.method === request.method &&
        r.path.test(url.pathname) &&
        Object.entries(r.query).every(([name, value]) => url.searchParams.get(name) === value),
    );
    const fault = rule && rule.faulted < rule.times ? rule.fault : undefined;
    if (fault) rule!.faulted++;
    if (fault === "stall") return; // no answer: the client's timeout must end it
    if (fault === "malformed") {
      response.writeHead(200, { "content-type": "application/json" }).end("<html>proxy error page</html>");
      return;
    }
    if (fault && typeof fault === "object") {
      response
        .writeHead(fault.status, { "content-type": "application/json" })
        .end(JSON.stringify({ message: `fault proxy: HTTP ${fault.status}` }));
      return;
    }
    const answer = await this.forward(request, body);
    const send = () => {
      if (response.destroyed) return;
      response.writeHead(answer.status, answer.headers).end(answer.body);
    };
    if (fault === "hold" && rule) {
      rule.held.push(send);
      rule.onHeld.splice(0).forEach((notify) => notify());
    } else send();
  }

  private forward(request: IncomingMessage, body: Buffer) {
    return new Promise<{ status: number; headers: Record<string, string | string[]>; body: Buffer }>(
      (resolve, reject) => {
        const upstream = https.request(
          {
            // One address, as the service's own (kyc-service/setup/service-process.ts); the
            // certificate names localhost.
            host: "127.0.0.1",
            servername: "localhost",
            port: this.servicePort,
            method: request.method,
            path: request.url,
            headers: { ...request.headers, host: `localhost:${this.servicePort}` },
            ca: this.ca,
          },
          (answer) => {
            void answer.toArray().then((chunks) => {
              const headers = { ...answer.headers } as Record<string, string | string[]>;
              delete headers["transfer-encoding"];
              delete headers.connection;
              resolve({ status: answer.statusCode ?? 502, headers, body: Buffer.concat(chunks) });
            }, reject);
          },
        );
        upstream.on("error", reject);
        upstream.end(body);
      },
    );
  }
}
