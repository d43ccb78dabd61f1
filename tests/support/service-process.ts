// Starts the real KYC service (`kyc-service/main.ts`) as a child process with its own data
// directory and a free port, and waits until it is ready. Used by Vitest and the benches.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

export interface RunningService {
  baseUrl: string;
  port: number;
  apiKey: string;
  ca: string;
  dataDir: string;
  databaseUrl: string;
  /** Process id of the service (benches read its memory from /proc). */
  pid: number;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, "../..");

export async function startService(options: { dataDir?: string; env?: Record<string, string> } = {}): Promise<RunningService> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), "kyc-service-")));
  const databaseUrl = `file:${path.join(dataDir, "kyc-service", "service.db")}`;
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "kyc-service/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      KYC_DATA_DIR: dataDir,
      KYC_SERVICE_PORT: "0",
      KYC_SERVICE_DATABASE_URL: databaseUrl,
      KYC_SERVICE_LOG_LEVEL: process.env.KYC_TEST_SERVICE_LOG_LEVEL ?? "warn",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const port = await waitForReady(child);
  return {
    baseUrl: `https://localhost:${port}`,
    port,
    apiKey: (await readFile(path.join(dataDir, "kyc-service", "dev-api-key"), "utf8")).trim(),
    ca: await readFile(path.join(dataDir, "certs", "ca.pem"), "utf8"),
    dataDir,
    databaseUrl,
    pid: child.pid!,
    stop: () => stopChild(child),
  };
}

function waitForReady(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`the KYC service did not start in 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /KYC service ready at https:\/\/[^:]+:(\d+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(Number(ready[1]));
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (process.env.KYC_TEST_SERVICE_LOG_LEVEL) process.stderr.write(chunk);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the KYC service exited with ${code} before it was ready:\n${output}`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
  });
}
