// The service's Prisma client, created once per process for its database URL.
import { PrismaClient, type Prisma } from "../generated/prisma/sqlite/client";
import { driverAdapter } from "../../common/database/adapter";

export type ServiceDb = PrismaClient;
/** The client inside `db.$transaction(async (tx) => ...)`; also accepts the plain client. */
export type ServiceTx = Prisma.TransactionClient;

// Clients opened on PostgreSQL, where a guard across processes needs a lock SQLite's
// one-writer-at-a-time transactions already give.
const postgresClients = new WeakSet<object>();
export const isPostgresDb = (db: ServiceDb) => postgresClients.has(db);

/**
 * The SQLite and PostgreSQL clients are generated from one schema and share every model
 * type, so the SQLite client's type stands for both.
 */
export async function openServiceDb(url: string): Promise<ServiceDb> {
  if (url.startsWith("file:")) {
    const db = new PrismaClient({ adapter: driverAdapter(url) });
    // WAL lets readers in other processes run while the service writes (the adapter sets
    // busy_timeout on every connection: common/database/adapter.ts).
    await db.$queryRawUnsafe("PRAGMA journal_mode = WAL");
    return db;
  }
  const { PrismaClient: PgClient } = await import("../generated/prisma/postgresql/client");
  const db = new PgClient({ adapter: driverAdapter(url) }) as unknown as PrismaClient;
  postgresClients.add(db);
  return db;
}
