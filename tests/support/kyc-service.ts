// Integration-test access to the real KYC service started by the global setup: its
// address, key and CA, a typed client, and (for arranging fixtures) its database.
import { inject } from "vitest";
import { createKycClient } from "@/lib/kyc/client";
import { openServiceDb, type ServiceDb } from "@/kyc-service/store/db";

export function serviceInfo() {
  return inject("kycService");
}

export function testClient(overrides: { apiKey?: string; timeoutMs?: number } = {}) {
  const info = serviceInfo();
  return createKycClient({
    legacyBaseUrl: info.baseUrl,
    baseUrl: info.baseUrl,
    apiKey: overrides.apiKey ?? info.apiKey,
    ca: info.ca,
    timeoutMs: overrides.timeoutMs ?? 10_000,
  });
}

let db: ServiceDb | undefined;

/** The service's own database, for arranging fixtures the public interface cannot create. */
export async function serviceDb(): Promise<ServiceDb> {
  db ??= await openServiceDb(serviceInfo().databaseUrl);
  return db;
}
