// The service's database for maintenance commands, with its migrations applied first
// (the command may run before the service ever started).
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { ServiceConfig } from "../../kyc-service/env";
import { migrateDeploy } from "../../common/database/migrate";
import { openServiceDb, type ServiceDb } from "../../kyc-service/store/db";

export async function openMigratedServiceDb(config: ServiceConfig): Promise<ServiceDb> {
  await mkdir(config.serviceDir, { recursive: true });
  await migrateDeploy(
    path.resolve(import.meta.dirname, "../../kyc-service/prisma.config.ts"),
    "KYC_SERVICE_DATABASE_URL",
    config.databaseUrl,
  );
  return openServiceDb(config.databaseUrl);
}
