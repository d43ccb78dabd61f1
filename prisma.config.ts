// Prisma CLI configuration for the dashboard database. The CLI is run by scripts/db.ts,
// which sets DATABASE_URL; the provider (and so the schema variant) follows its scheme.
import { defineConfig } from "prisma/config";
import { driverAdapter } from "./lib/database/adapter";
import { databaseProvider, schemaPath } from "./lib/database/provider";

const url = process.env.DATABASE_URL ?? "file:./.data/dashboard.db";
const dir = "prisma" + (databaseProvider(url) === "postgresql" ? "/postgresql" : "");

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: schemaPath("prisma", databaseProvider(url)),
  migrations: { path: `${dir}/migrations` },
  adapter: async () => driverAdapter(url),
});
