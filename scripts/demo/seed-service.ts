// Runs the demo seed (seed.ts) before `npm run dev` starts its programs: a temporary KYC
// service on a free port over the same database and files, seeded through its public HTTPS
// interface, then stopped. Seeding first means the dashboard (and the e2e suite behind it)
// never sees half a demo set.
import { performance } from "node:perf_hooks";
import type { ServiceConfig } from "../../kyc-service/env";
import { createKycClient } from "../../lib/kyc/client";
import { startService } from "../../kyc-service/setup/service-process";
import { seedDemoData } from "./seed";

/**
 * Never stops `npm run dev`: a seed that fails (e.g. a custom TLS certificate without the
 * development CA) is reported in one line and the programs start anyway.
 */
export async function seedThroughService(config: ServiceConfig, say: (line: string) => void): Promise<void> {
  const started = performance.now();
  say("seeding demo data through the service's HTTPS interface (first start only; --no-seed skips it)");
  try {
    const service = await startService({
      dataDir: config.dataDir,
      env: { KYC_SERVICE_DATABASE_URL: config.databaseUrl, KYC_SERVICE_PORT: "0" },
    });
    try {
      // OCR and the face engine start on first use, so the first calls are slow.
      const client = createKycClient({
        legacyBaseUrl: service.baseUrl,
        baseUrl: service.baseUrl,
        apiKey: service.apiKey,
        ca: service.ca,
        timeoutMs: 120_000,
      });
      // The development project has every option on, PreStep2 included.
      await seedDemoData({ client, accountVerification: true, log: (line) => say(`  ${line}`) });
      say(`demo data seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } finally {
      await service.stop();
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    say(
      `demo data not (fully) seeded: ${reason}. To start over, stop, delete .data/kyc-service/ and run again.`,
    );
  }
}
