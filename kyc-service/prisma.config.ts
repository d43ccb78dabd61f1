// Prisma CLI configuration for the KYC service's database (see ../prisma.config.ts).
// Paths are relative to this file.
import { defineConfig } from "prisma/config";
import { driverAdapter } from "../lib/database/adapter";
import { databaseProvider, schemaPath } from "../lib/database/provider";

const url = process.env.KYC_SERVICE_DATABASE_URL ?? "file:./.data/kyc-service/service.db";
const dir = "prisma" + (databaseProvider(url) === "postgresql" ? "/postgresql" : "");

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: schemaPath("prisma", databaseProvider(url)),
  migrations: { path: `${dir}/migrations` },
  adapter: async () => driverAdapter(url),
});
