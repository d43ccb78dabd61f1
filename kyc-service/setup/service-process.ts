// Starts the real KYC service (`kyc-service/main.ts`) as a child process with its own data
// directory and a free port, and waits until it is ready. Used by the demo seed of `npm run
// dev`, Vitest and the benches.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { compileService } from "./compile";

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

/**
 * Environment every launcher gives the service process (npm run service, npm run dev, this
 * starter). glibc gives each thread that allocates (libvips, the OCR and face workers) its own
 * malloc arena, and freed memory stays in them: two arenas keep the upload peak lower
 * (docs/kyc-service.md, "Where the memory goes"). Read by glibc at process
 * start, so it cannot be set from inside the service; other platforms ignore it.
 */
export const serviceProcessEnv: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
};

/**
 * Node flags every launcher gives the service process. V8 grows each thread's young
 * generation (main thread, face worker, OCR workers) up to 16 MB semi-spaces under the upload
 * churn; 1 MB semi-spaces cost more frequent scavenges but keep the step 2 upload peak
 * well lower (docs/kyc-service.md, "Where the memory goes").
 */
export const serviceNodeFlags: readonly string[] = ["--max-semi-space-size=1"];

export async function startService(
  options: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<RunningService> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), "kyc-service-")));
  const databaseUrl = `file:${path.join(dataDir, "kyc-service", "service.db")}`;
  const child = spawn(process.execPath, [...serviceNodeFlags, await compileService()], {
    cwd: root,
    env: {
      ...process.env,
      ...serviceProcessEnv,
      KYC_DATA_DIR: dataDir,
      // One address, named in the URL below: on "localhost" the service listened on 127.0.0.1
      // and ::1, each with the free port of the first, and where another process already had
      // that port on the other address, a client reached that process instead (a Vitest run
      // saw "certificate not trusted" from another test's service).
      KYC_SERVICE_HOST: "127.0.0.1",
      KYC_SERVICE_PORT: "0",
      KYC_SERVICE_DATABASE_URL: databaseUrl,
      KYC_SERVICE_LOG_LEVEL: process.env.KYC_TEST_SERVICE_LOG_LEVEL ?? "warn",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const { host, port } = await waitForReady(child);
  return {
    baseUrl: `https://${host}:${port}`,
    port,
    apiKey: (await readFile(path.join(dataDir, "kyc-service", "dev-api-key"), "utf8")).trim(),
    ca: await readFile(path.join(dataDir, "certs", "ca.pem"), "utf8"),
    dataDir,
    databaseUrl,
    pid: child.pid!,
    stop: () => stopChild(child),
  };
}

function waitForReady(child: ChildProcess): Promise<{ host: string; port: number }> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(
      () => reject(new Error(`the KYC service did not start in 90 s:\n${output}`)),
      90_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /KYC service ready at https:\/\/([^:/\s]+):(\d+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve({ host: ready[1]!, port: Number(ready[2]) });
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
