// Two dashboards as two replicas would run: two `next start` processes of the built app on one
// scratch PostgreSQL database, with the same AUTH_SECRET and audit keys and one directory of
// signed digests, both reaching the e2e run's KYC service. The KYC service is the one the
// e2e run started (playwright.config.ts).
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { prepareDashboardDatabase } from "../../lib/database/prepare-dashboard";
import { scratchDatabase } from "../support/scratch-postgres";
import { e2eDataDir } from "../e2e/accounts";
import { noteSensitive } from "../e2e/sensitive-values";
import { DashboardProcess } from "../e2e-faults/dashboard-process";

// Overridable like the other e2e ports, so that two checkouts can run side by side.
export const replicaPorts = [
  Number(process.env.E2E_REPLICA_A_PORT ?? 3104),
  Number(process.env.E2E_REPLICA_B_PORT ?? 3105),
];
const servicePort = Number(process.env.E2E_SERVICE_PORT ?? 8444);
const root = path.resolve(import.meta.dirname, "../..");

const secret = () => randomBytes(32).toString("base64url");

export async function startReplicas(env: Record<string, string> = {}) {
  const database = scratchDatabase("kyc_e2e_replicas");
  await database.create();
  await prepareDashboardDatabase(database.url(), { demoAccounts: false });
  const digestDir = mkdtempSync(path.join(os.tmpdir(), "replica-digests-"));
  const shared: Record<string, string> = {
    DATABASE_URL: database.url(),
    AUTH_SECRET: secret(),
    AUDIT_HMAC_KEY: secret(),
    AUDIT_CHAIN_KEY: secret(),
    AUDIT_SIGNING_KEY: secret(),
    AUDIT_DIGEST_DIR: digestDir,
    ...env,
  };
  for (const name of ["AUTH_SECRET", "AUDIT_HMAC_KEY", "AUDIT_CHAIN_KEY", "AUDIT_SIGNING_KEY"])
    noteSensitive("secret", shared[name]!, `replica test ${name}`);
  const dashboards = replicaPorts.map(
    (port, i) =>
      new DashboardProcess({
        port,
        kycBaseUrl: `https://localhost:${servicePort}`,
        databaseUrl: database.url(),
        logName: `replica-${"ab"[i]}`,
        env: shared,
      }),
  );
  await Promise.all(dashboards.map((d) => d.start()));
  return {
    dashboards,
    databaseUrl: database.url(),
    digestDir,
    /** `npm run audit:verify` against the replicas' database, keys and digests. */
    verify: () => auditVerify(shared),
    async stop() {
      await Promise.all(dashboards.map((d) => d.stop()));
      await database.drop();
      rmSync(digestDir, { recursive: true, force: true });
    },
  };
}

/** The CLI an operator runs: exit 0 and its line when chain and digests agree. */
async function auditVerify(env: Record<string, string>): Promise<{ code: number; output: string }> {
  const run = promisify(execFile);
  const e2e = path.resolve(e2eDataDir);
  return run(process.execPath, ["--import", "tsx", path.join(root, "scripts/audit-verify.ts")], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      KYC_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "replica-verify-")),
      KYC_API_KEY: readFileSync(path.join(e2e, "kyc-service", "dev-api-key"), "utf8").trim(),
    },
  }).then(
    (r) => ({ code: 0, output: r.stdout + r.stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? 2,
      output: `${error.stdout ?? ""}${error.stderr ?? ""}`,
    }),
  );
}
