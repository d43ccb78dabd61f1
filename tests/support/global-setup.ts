// Vitest global setup: one real KYC service over HTTPS for every integration test.
// Tests read it with `inject("kycService")` (see tests/support/kyc-service.ts).
import type { TestProject } from "vitest/node";
import { startService, type RunningService } from "./service-process";

let service: RunningService | undefined;

export async function setup(project: TestProject) {
  service = await startService();
  const { stop: _stop, ...info } = service;
  project.provide("kycService", info);
}

export async function teardown() {
  await service?.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    kycService: Omit<RunningService, "stop">;
  }
}
