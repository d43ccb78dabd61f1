// A further dashboard, as `npm start` runs it (`next start` on the built app), with its own
// data directory, reaching the e2e run's KYC service at the address given (the fault tests:
// through a FaultProxy). Its database is a SQLite file of its own unless a URL is given (the
// replica tests: one PostgreSQL database for two processes). It can be killed with SIGKILL at
// any moment and started again on the same database. Its output is kept with the e2e logs
// (.data/e2e/logs/<logName>.log), so the log scan after the suite searches it too.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { hashPassword } from "../../lib/auth/password";
import type { Role } from "../../lib/auth/permissions";
import { createDb, type Db } from "../../lib/database/dashboard-db";
import { prepareDashboardDatabase } from "../../lib/database/prepare-dashboard";
import { e2eDataDir, type E2EAccount } from "../e2e/accounts";
import { noteSensitive } from "../e2e/sensitive-values";

const root = path.resolve(import.meta.dirname, "../..");

export interface DashboardProcessOptions {
  port: number;
  /** The KYC service's base URL as this dashboard reaches it. */
  kycBaseUrl: string;
  /** Default: a SQLite file in the process's own data directory. */
  databaseUrl?: string;
  /** Its output goes to .data/e2e/logs/<logName>.log. */
  logName?: string;
  env?: Record<string, string>;
}

export class DashboardProcess {
  readonly dataDir = mkdtempSync(path.join(os.tmpdir(), "e2e-dashboard-"));
  readonly databaseUrl: string;
  readonly port: number;
  private child: ChildProcess | undefined;
  private database: Db | undefined;

  constructor(private options: DashboardProcessOptions) {
    this.port = options.port;
    this.databaseUrl = options.databaseUrl ?? `file:${path.join(this.dataDir, "dashboard.db")}`;
  }

  get url(): string {
    return `http://localhost:${this.port}`;
  }

  db(): Db {
    this.database ??= createDb(this.databaseUrl);
    return this.database;
  }

  async prepare(): Promise<void> {
    await prepareDashboardDatabase(this.databaseUrl, { demoAccounts: false });
  }

  async account(role: Role): Promise<E2EAccount> {
    const password = `fault-${role}-${Math.random().toString(36).slice(2)}-pw`;
    const email = `fault-${role}-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const row = await this.db().reviewer.create({
      data: { email, name: `Fault ${role}`, role, passwordHash: await hashPassword(password) },
    });
    noteSensitive("e-mail", email, `fault-test ${role} account`);
    noteSensitive("password", password, `fault-test ${role} account`);
    return { id: row.id, email, role, password };
  }

  async start(): Promise<void> {
    const e2e = path.resolve(e2eDataDir);
    const log = openSync(path.join(e2e, "logs", `${this.options.logName ?? "fault-dashboard"}.log`), "a");
    this.child = spawn(
      process.execPath,
      [path.join(root, "node_modules/next/dist/bin/next"), "start", "-p", String(this.port)],
      {
        cwd: root,
        stdio: ["ignore", log, log],
        env: {
          ...process.env,
          NODE_ENV: "production",
          NEXT_TELEMETRY_DISABLED: "1",
          KYC_DATA_DIR: this.dataDir,
          DATABASE_URL: this.databaseUrl,
          KYC_API_BASE_URL: this.options.kycBaseUrl,
          KYC_API_KEY: readFileSync(path.join(e2e, "kyc-service", "dev-api-key"), "utf8").trim(),
          KYC_CA_FILE: path.join(e2e, "certs", "ca.pem"),
          ...this.options.env,
        },
      },
    );
    for (let waited = 0; ; waited += 250) {
      if (this.child.exitCode !== null) throw new Error(`the dashboard exited with ${this.child.exitCode}`);
      const healthy = await fetch(`${this.url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) return;
      if (waited > 60_000) throw new Error("the dashboard did not start within 60 s");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /** kill -9: no shutdown code runs, as in a crash or an OOM kill. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  }

  async stop(): Promise<void> {
    await this.kill();
    await this.database?.$disconnect();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
