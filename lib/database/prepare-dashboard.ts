// First-run setup of the dashboard database: committed migrations applied, then demo
// accounts created if there are no accounts at all (their passwords are returned once).
import { mkdir } from "node:fs/promises";
import path from "node:path";
import Database from "libsql";
import { createDemoAccounts } from "../auth/demo-accounts";
import { createDb } from "./dashboard-db";
import { migrateDeploy } from "../../common/database/migrate";
import { databaseProvider } from "../../common/database/provider";

const configFile = path.resolve(import.meta.dirname, "../../prisma.config.ts");

export async function prepareDashboardDatabase(
  databaseUrl: string,
  options: { demoAccounts?: boolean } = {},
) {
  if (databaseProvider(databaseUrl) === "sqlite") {
    await mkdir(path.dirname(databaseUrl.slice("file:".length)), { recursive: true });
  }
  await migrateDeploy(configFile, "DATABASE_URL", databaseUrl);
  if (databaseProvider(databaseUrl) === "sqlite") enableWriteAheadLog(databaseUrl);
  if (options.demoAccounts === false) return { demoAccounts: null };
  const db = createDb(databaseUrl);
  try {
    return { demoAccounts: await createDemoAccounts(db) };
  } finally {
    await db.$disconnect();
  }
}

/**
 * SQLite in write-ahead-log mode (persistent in the file): a commit is one fsync instead of
 * the rollback journal's several, which halves what every audited request spends recording,
 * and readers (audit:verify walking a million events) never block writers.
 * docs/decisions/0006-dashboard-sqlite-wal.md.
 */
function enableWriteAheadLog(databaseUrl: string): void {
  const database = new Database(databaseUrl.slice("file:".length));
  try {
    database.prepare("PRAGMA journal_mode = WAL").get(); // answers with the mode, so not exec()
  } finally {
    database.close();
  }
}
