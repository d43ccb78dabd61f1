// A proxy in front of the e2e run's real KYC service. It passes every call through unless a
// test asks it to fail the next matching calls the way a broken upstream does: a 5xx, no answer
// at all, or a body that is not the interface's. The real service cannot be made to do these,
// so this is the one mocked part of the fault tests, and their names say so.
import { readFileSync } from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { Agent, request } from "undici";
import { e2eDataDir } from "./accounts";

export type Fault = { kind: "status"; status: number } | { kind: "silence" } | { kind: "garbled" };

interface Armed {
  fault: Fault;
  path: RegExp;
  left: number;
}

const hopByHop = new Set(["connection", "keep-alive", "transfer-encoding", "host", "content-length"]);
const forwardable = (headers: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(Object.entries(headers).filter(([name, v]) => v !== undefined && !hopByHop.has(name)));

export async function startFaultProxy() {
  const certs = path.join(e2eDataDir, "certs");
  const target = `https://localhost:${Number(process.env.E2E_SERVICE_PORT ?? 8444)}`;
  const agent = new Agent({ connect: { ca: readFileSync(path.join(certs, "ca.pem")) } });
  const seen: string[] = [];
  let armed: Armed | null = null;

  const server = https.createServer(
    {
      key: readFileSync(path.join(certs, "server-key.pem")),
      cert: readFileSync(path.join(certs, "server.pem")),
    },
    async (req, res) => {
      const url = req.url ?? "/";
      const line = `${req.method} ${url}`;
      seen.push(line);
      if (armed && armed.left > 0 && armed.path.test(line)) {
        armed.left--;
        const { fault } = armed;
        if (fault.kind === "silence") return; // the connection stays open with no answer
        if (fault.kind === "status") {
          res.writeHead(fault.status, { "content-type": "text/html" });
          return res.end(`<html><body>${fault.status} upstream trouble</body></html>`);
        }
        res.writeHead(200, { "content-type": "application/json" });
        return res.end('{"Items": "not a list of submissions"}');
      }
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      try {
        const answer = await request(`${target}${url}`, {
          method: req.method as "GET",
          headers: forwardable(req.headers),
          body: chunks.length ? Buffer.concat(chunks) : undefined,
          dispatcher: agent,
        });
        res.writeHead(answer.statusCode, forwardable(answer.headers));
        for await (const chunk of answer.body) res.write(chunk);
        res.end();
      } catch (error) {
        res.writeHead(599).end(String(error));
      }
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `https://localhost:${port}`,
    /** Fails the next `times` calls whose "METHOD path?query" matches. */
    fail(fault: Fault, match: RegExp, times = Number.POSITIVE_INFINITY) {
      armed = { fault, path: match, left: times };
    },
    heal() {
      armed = null;
    },
    /** Calls received whose "METHOD path?query" matches. */
    calls: (match: RegExp) => seen.filter((line) => match.test(line)).length,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await agent.close();
    },
  };
}

export type FaultProxy = Awaited<ReturnType<typeof startFaultProxy>>;
