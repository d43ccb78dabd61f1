// Vitest global setup: one real KYC service over HTTPS for every integration test.
// Tests read it with `inject("kycService")` (see tests/support/kyc-service.ts).
import type { TestProject } from "vitest/node";
import path from "node:path";
import { prepareDashboardDatabase } from "../../lib/database/prepare-dashboard";
import { startService, type RunningService } from "../../kyc-service/setup/service-process";

let service: RunningService | undefined;

export async function setup(project: TestProject) {
  service = await startService();
  // A migrated dashboard database that each test file copies (tests/support/setup.ts).
  const dashboardTemplate = path.join(service.dataDir, "dashboard-template.db");
  await prepareDashboardDatabase(`file:${dashboardTemplate}`, { demoAccounts: false });
  project.provide("kycService", {
    baseUrl: service.baseUrl,
    port: service.port,
    apiKey: service.apiKey,
    ca: service.ca,
    dataDir: service.dataDir,
    databaseUrl: service.databaseUrl,
    dashboardTemplate,
  });
}

export async function teardown() {
  await service?.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    kycService: Omit<RunningService, "stop" | "pid"> & { dashboardTemplate: string };
  }
}
