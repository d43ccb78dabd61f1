// `npm run dev` (and `npm start`, which passes --production): everything a fresh clone needs,
// demo data when the service has no submissions yet (`--no-seed` skips it), then the KYC
// service and the dashboard together, with prefixed logs; Ctrl-C stops both.
import path from "node:path";
import { performance } from "node:perf_hooks";
import concurrently from "concurrently";
import { loadServiceConfig } from "../kyc-service/env";
import { serviceNodeFlags, serviceProcessEnv } from "../kyc-service/setup/service-process";
import { compileService } from "../kyc-service/setup/compile";
import { prepareService } from "../kyc-service/setup/prepare";
import { loadDashboardEnv } from "../lib/env";
import { prepareDashboardDatabase } from "../lib/database/prepare-dashboard";
import { seedThroughService } from "./demo/seed-service";
import { writeDemoAccounts } from "./demo/accounts-file";

const production = process.argv.includes("--production");
const root = path.resolve(import.meta.dirname, "..");

async function main() {
  const started = performance.now();
  const serviceConfig = loadServiceConfig();
  const say = (line: string) => console.log(`[setup] ${line}`);

  // The service's setup writes the development key and CA that the dashboard's config reads.
  const prepared = await prepareService(serviceConfig, { log: say });
  const fresh = (await prepared.db.submission.count()) === 0;
  await prepared.db.$disconnect();
  const dashboard = loadDashboardEnv();
  const { demoAccounts } = await prepareDashboardDatabase(dashboard.databaseUrl);
  // Created now, before several processes could race to create them (common/config/secret-file.ts).
  dashboard.auth.secret();
  dashboard.audit.hmacKey();
  dashboard.audit.chainKey();
  // Passwords never go to the output, which ends up in a process manager's logs: into a file
  // only the owner may read, to be deleted once they are changed.
  if (demoAccounts)
    say(
      `demo accounts created; their passwords are in ${writeDemoAccounts(dashboard.dataDir, demoAccounts)}`,
    );
  if (fresh && !process.argv.includes("--no-seed")) await seedThroughService(serviceConfig, say);
  say(`ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // Absolute paths: this script may run outside npm (Playwright starts it with node directly).
  const node = JSON.stringify(process.execPath);
  const nextBin = JSON.stringify(path.join(root, "node_modules/next/dist/bin/next"));
  // `next start` (after `npm run build`) or `next dev`, nothing in front of it.
  const next = `${node} ${nextBin} ${production ? "start" : "dev"} -p ${dashboard.port}`;
  // Precompiled (kyc-service/setup/compile.ts): less memory than running it through tsx.
  const service = `${node} ${serviceNodeFlags.join(" ")} ${JSON.stringify(await compileService())} --no-migrate`;
  const { result } = concurrently(
    [
      { command: service, name: "service", prefixColor: "cyan", env: serviceProcessEnv },
      {
        command: next,
        name: "dashboard",
        prefixColor: "magenta",
        env: { NEXT_TELEMETRY_DISABLED: "1", ...(production ? { NODE_ENV: "production" } : {}) },
      },
    ],
    { killOthersOn: ["failure", "success"], prefix: "[{name}]", restartTries: 0 },
  );
  say(
    `dashboard: http://localhost:${dashboard.port}  service: https://${serviceConfig.host}:${serviceConfig.port}`,
  );
  await result.catch(() => process.exit(1));
}

main().catch((error: unknown) => {
  console.error(`[setup] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
