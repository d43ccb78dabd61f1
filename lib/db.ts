// The dashboard's Prisma client, one per process (globalThis survives dev hot reloads).
import "server-only";
import { PrismaClient } from "@/generated/prisma/sqlite/client";
import { PrismaClient as PgClient } from "@/generated/prisma/postgresql/client";
import { driverAdapter } from "./database/adapter";
import { databaseProvider } from "./database/provider";
import { env } from "./env";

/** The SQLite and PostgreSQL clients share every model type; the SQLite type stands for both. */
export type Db = PrismaClient;

export function createDb(url: string): Db {
  const adapter = driverAdapter(url);
  return databaseProvider(url) === "sqlite" ? new PrismaClient({ adapter }) : (new PgClient({ adapter }) as unknown as Db);
}

const globalForDb = globalThis as unknown as { db?: Db };

export function db(): Db {
  globalForDb.db ??= createDb(env().databaseUrl);
  return globalForDb.db;
}
