// Prisma CLI configuration for the dashboard database. scripts/db and common/database/migrate.ts
// run the CLI with DATABASE_URL set; the provider (and so the schema variant) follows its scheme.
import { prismaCliConfig } from "./common/database/prisma-cli-config";

export default prismaCliConfig(process.env.DATABASE_URL ?? "file:./.data/dashboard.db");
