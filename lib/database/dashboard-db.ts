// Opens the dashboard database for a URL. Not server-only, so scripts (audit:verify, the
// bench, first-run setup) and e2e fixtures can use it; the app uses the singleton in lib/db.ts.
import { PrismaClient } from "../../generated/prisma/sqlite/client";
import { PrismaClient as PgClient } from "../../generated/prisma/postgresql/client";
import { driverAdapter } from "../../common/database/adapter";
import { databaseProvider, markProvider, providerOf } from "../../common/database/provider";

/** The SQLite and PostgreSQL clients share every model type; the SQLite type stands for both. */
export type Db = PrismaClient;

export function createDb(url: string): Db {
  const adapter = driverAdapter(url);
  const db = databaseProvider(url) === "sqlite" ? new PrismaClient({ adapter }) : new PgClient({ adapter });
  return markProvider(db as unknown as Db, url);
}

/** Whether this client talks to PostgreSQL (several writers at once) rather than SQLite: from its URL. */
export const isPostgres = (db: Db) => providerOf(db) === "postgresql";
