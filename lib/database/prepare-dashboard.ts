// First-run setup of the dashboard database: committed migrations applied.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { migrateDeploy } from "./migrate";
import { databaseProvider } from "./provider";

const configFile = path.resolve(import.meta.dirname, "../../prisma.config.ts");

export async function prepareDashboardDatabase(databaseUrl: string): Promise<void> {
  if (databaseProvider(databaseUrl) === "sqlite") {
    await mkdir(path.dirname(databaseUrl.slice("file:".length)), { recursive: true });
  }
  await migrateDeploy(configFile, "DATABASE_URL", databaseUrl);
}
