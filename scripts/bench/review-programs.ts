// Both programs for the review bench, as `npm start` runs them (scripts/dev.ts --production,
// without the demo seed unless asked for: the review bench seeds its own 50,000) in a data
// directory of the bench's own, plus a reviewer account and a KYC client on the development
// key the dashboard uses.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { BrowserContextOptions } from "@playwright/test";
import { createKycClient, type KycClient } from "../../lib/kyc/client";
import { hashPassword } from "../../lib/auth/password";
import { createDb } from "../../lib/database/dashboard-db";

export interface RunningPrograms {
  dataDir: string;
  /** The process group of scripts/dev.ts and both programs. */
  pgid: number;
  dashboardUrl: string;
  client(): KycClient;
  storageState?: Exclude<BrowserContextOptions["storageState"], string>;
  stop(): Promise<void>;
}

export async function startProgramsForBench(
  root: string,
  dataDir: string,
  extraEnv: Record<string, string> = {},
  /** The demo people through the service's interface first (images, OCR, AML), as `npm start`. */
  options: { demoSeed?: boolean } = {},
): Promise<RunningPrograms> {
  const dashboardPort = Number(process.env.BENCH_DASHBOARD_PORT ?? 3190);
  const servicePort = Number(process.env.BENCH_SERVICE_PORT ?? 8490);
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      path.join(root, "scripts/dev.ts"),
      "--production",
      ...(options.demoSeed ? [] : ["--no-seed"]),
    ],
    {
      cwd: root,
      detached: true, // its own process group, so stop() ends the service and next start too
      stdio: ["ignore", "ignore", "pipe"],
      env: {
        ...process.env,
        KYC_DATA_DIR: dataDir,
        PORT: String(dashboardPort),
        KYC_SERVICE_PORT: String(servicePort),
        KYC_SERVICE_LOG_LEVEL: "warn",
        NEXT_TELEMETRY_DISABLED: "1",
        ...extraEnv,
      },
    },
  );
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      process.kill(-child.pid, "SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
  };
  const dashboardUrl = `http://localhost:${dashboardPort}`;
  try {
    await waitForHealth(
      `${dashboardUrl}/api/health`,
      // The demo seed reads IDs and faces before the programs start.
      options.demoSeed ? 600_000 : 180_000,
      () => child.exitCode !== null,
      () => stderr,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  const serviceUrl = `https://localhost:${servicePort}`;
  return {
    dataDir,
    pgid: child.pid!,
    dashboardUrl,
    client: () =>
      createKycClient({
        legacyBaseUrl: serviceUrl,
        baseUrl: serviceUrl,
        apiKey: readFileSync(path.join(dataDir, "kyc-service", "dev-api-key"), "utf8").trim(),
        ca: readFileSync(path.join(dataDir, "certs", "ca.pem"), "utf8"),
        timeoutMs: 60_000,
      }),
    stop,
  };
}

async function waitForHealth(url: string, within: number, exited: () => boolean, log: () => string) {
  const deadline = Date.now() + within;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`scripts/dev.ts --production stopped:\n${log()}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(500);
  }
  throw new Error(`the programs did not answer ${url} within ${within / 60_000} minutes:\n${log()}`);
}

/** An account in the bench's dashboard database (SQLite in dataDir unless a URL is given), random password. */
export async function benchAccount(
  dataDir: string,
  options: { databaseUrl?: string; role?: "reviewer" | "manager" } = {},
): Promise<{ email: string; password: string }> {
  const db = createDb(options.databaseUrl ?? `file:${path.join(dataDir, "dashboard.db")}`);
  const password = randomBytes(12).toString("base64url");
  const email = `bench-reviewer-${randomBytes(4).toString("hex")}@example.test`;
  try {
    await db.reviewer.create({
      data: {
        email,
        name: "Bench reviewer",
        role: options.role ?? "reviewer",
        passwordHash: await hashPassword(password),
      },
    });
  } finally {
    await db.$disconnect();
  }
  return { email, password };
}

/** Seeded rows reach the dashboard through its case index's sync: waits until it holds `count`. */
export async function untilIndexed(programs: RunningPrograms, count: number) {
  const db = createDb(`file:${path.join(programs.dataDir, "dashboard.db")}`);
  try {
    for (let i = 0; i < 600; i++) {
      if ((await db.indexedSubmission.count()) >= count) return;
      await sleep(1000);
    }
    throw new Error(`the case index did not reach ${count} submissions within 10 minutes`);
  } finally {
    await db.$disconnect();
  }
}
