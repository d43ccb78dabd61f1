// Vitest global setup: one real KYC service over HTTPS for every integration test.
// Tests read it with `inject("kycService")` (see tests/support/kyc-service.ts).
import type { TestProject } from "vitest/node";
import { startService, type RunningService } from "./service-process";

let service: RunningService | undefined;

export async function setup(project: TestProject) {
  service = await startService();
  project.provide("kycService", {
    baseUrl: service.baseUrl,
    port: service.port,
    apiKey: service.apiKey,
    ca: service.ca,
    dataDir: service.dataDir,
    databaseUrl: service.databaseUrl,
  });
}

export async function teardown() {
  await service?.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    kycService: Omit<RunningService, "stop">;
  }
}
