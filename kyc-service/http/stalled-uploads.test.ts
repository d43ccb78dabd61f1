// 50 uploads that stall mid-file against a real service process (short timeouts): each gets a
// 408 naming the problem, and the process's open files and the .incoming directory return to
// their baseline. Also: multipart without a boundary is a 400, not a 500.
import { readdir } from "node:fs/promises";
import { readdirSync } from "node:fs";
import path from "node:path";
import tls from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startService, type RunningService } from "../setup/service-process";

let service: RunningService;

beforeAll(async () => {
  service = await startService({
    env: {
      KYC_SERVICE_BODY_IDLE_TIMEOUT_MS: "1000",
      KYC_SERVICE_REQUEST_TIMEOUT_MS: "8000",
      KYC_OCR_WARM: "off",
    },
  });
}, 120_000);

afterAll(async () => {
  await service?.stop();
});

const openFiles = () => readdirSync(`/proc/${service.pid}/fd`).length;
const incoming = async () =>
  (await readdir(path.join(service.dataDir, "kyc-service", "files", ".incoming")).catch(() => [])).length;

/** Sends `head` (with `length` as Content-Length) and then nothing; resolves with the status line's code. */
function stalledRequest(head: string, body: string, length = body.length + 100_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect({
      host: "127.0.0.1",
      port: service.port,
      ca: service.ca,
      servername: "localhost",
    });
    let answer = "";
    socket.on("secureConnect", () => socket.write(`${head}Content-Length: ${length}\r\n\r\n${body}`));
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("close", () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.on("error", reject);
    socket.setTimeout(20_000, () => socket.destroy(new Error("no answer in 20 s")));
  });
}

const boundary = "----stall";
const head = (contentType: string) =>
  `POST /v2/submission/step1 HTTP/1.1\r\nHost: localhost\r\nx-api-key: ${service.apiKey}\r\nContent-Type: ${contentType}\r\n`;
const partialFile =
  `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nstall@example.com\r\n` +
  `--${boundary}\r\nContent-Disposition: form-data; name="idImage"; filename="id.png"\r\nContent-Type: image/png\r\n\r\n` +
  "\x89PNG\r\n\x1a\n" +
  "x".repeat(64 * 1024);

async function settled(baseline: { files: number; incoming: number }) {
  // Handles close asynchronously after the answers: wait (bounded) for them to come back.
  for (let i = 0; i < 50; i++) {
    if (openFiles() <= baseline.files && (await incoming()) <= baseline.incoming) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("stalled and malformed uploads against a real service process", () => {
  it("50 stalled uploads each get a 408, and open files and .incoming return to the baseline", async () => {
    // One first, so lazily opened files (database, logs) are part of the baseline.
    expect(await stalledRequest(head(`multipart/form-data; boundary=${boundary}`), partialFile)).toBe(408);
    const baseline = { files: openFiles(), incoming: await incoming() };
    const statuses = await Promise.all(
      Array.from({ length: 50 }, () =>
        stalledRequest(head(`multipart/form-data; boundary=${boundary}`), partialFile),
      ),
    );
    expect(statuses).toEqual(Array(50).fill(408));
    await settled(baseline);
    const after = { files: openFiles(), incoming: await incoming() };
    console.info(
      `stalled uploads: open files ${baseline.files} -> ${after.files}, .incoming ${baseline.incoming} -> ${after.incoming}`,
    );
    expect(after.files).toBeLessThanOrEqual(baseline.files);
    expect(after.incoming).toBe(baseline.incoming);
  }, 60_000);

  it("answers multipart without a boundary with a 400 naming the missing parameter", async () => {
    const answer = await fetchStatus("multipart/form-data");
    expect(answer.status).toBe(400);
    expect(answer.body).toMatch(/boundary/);
  }, 30_000);
});

function fetchStatus(contentType: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect({
      host: "127.0.0.1",
      port: service.port,
      ca: service.ca,
      servername: "localhost",
    });
    let answer = "";
    const body = "--x\r\n\r\n--x--\r\n";
    socket.on("secureConnect", () =>
      socket.write(`${head(contentType)}Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`),
    );
    socket.on("data", (chunk) => (answer += chunk.toString("utf8")));
    socket.on("close", () =>
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0),
        body: answer.split("\r\n\r\n")[1] ?? "",
      }),
    );
    socket.on("error", reject);
  });
}
