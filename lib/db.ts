// The dashboard's Prisma client, one per process (globalThis survives dev hot reloads).
import "server-only";
import { createDb, type Db } from "./database/dashboard-db";
import { env } from "./env";

export type { Db };
export { createDb };

const globalForDb = globalThis as unknown as { db?: Db };

export function db(): Db {
  globalForDb.db ??= createDb(env().databaseUrl);
  return globalForDb.db;
}
