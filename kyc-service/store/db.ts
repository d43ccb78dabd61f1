// The service's Prisma client, created once per process for its database URL.
import { PrismaClient, type Prisma } from "../generated/prisma/sqlite/client";
import { driverAdapter } from "../../common/database/adapter";
import { markProvider, providerOf } from "../../common/database/provider";

export type ServiceDb = PrismaClient;
/** The client inside `db.$transaction(async (tx) => ...)`; also accepts the plain client. */
export type ServiceTx = Prisma.TransactionClient;

// On PostgreSQL a guard across processes needs a lock SQLite's one-writer-at-a-time
// transactions already give. Decided by the URL the client was opened with.
export const isPostgresDb = (db: ServiceDb) => providerOf(db) === "postgresql";

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
    return markProvider(db, url);
  }
  const { PrismaClient: PgClient } = await import("../generated/prisma/postgresql/client");
  return markProvider(new PgClient({ adapter: driverAdapter(url) }) as unknown as PrismaClient, url);
}
