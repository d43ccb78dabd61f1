// `npm run dev` (and `npm start` with --production): everything a fresh clone needs,
// then the KYC service and the dashboard together, with prefixed logs; Ctrl-C stops both.
import { performance } from "node:perf_hooks";
import concurrently from "concurrently";
import { loadServiceConfig } from "../kyc-service/env";
import { prepareService } from "../kyc-service/setup/prepare";
import { loadDashboardEnv } from "../lib/env";
import { prepareDashboardDatabase } from "../lib/database/prepare-dashboard";

const production = process.argv.includes("--production");

async function main() {
  const started = performance.now();
  const serviceConfig = loadServiceConfig();
  const say = (line: string) => console.log(`[setup] ${line}`);

  // The service's setup writes the development key and CA that the dashboard's config reads.
  const service = await prepareService(serviceConfig, { log: say });
  await service.db.$disconnect();
  const dashboard = loadDashboardEnv();
  await prepareDashboardDatabase(dashboard.databaseUrl);
  say(`ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const next = production ? `next start -p ${dashboard.port}` : `next dev -p ${dashboard.port}`;
  const { result } = concurrently(
    [
      { command: "tsx kyc-service/main.ts --no-migrate", name: "service", prefixColor: "cyan" },
      { command: next, name: "dashboard", prefixColor: "magenta", env: { NEXT_TELEMETRY_DISABLED: "1" } },
    ],
    { killOthersOn: ["failure", "success"], prefix: "[{name}]", restartTries: 0 },
  );
  say(`dashboard: http://localhost:${dashboard.port}  service: https://${serviceConfig.host}:${serviceConfig.port}`);
  await result.catch(() => process.exit(1));
}

main().catch((error: unknown) => {
  console.error(`[setup] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
