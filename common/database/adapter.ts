// The Prisma driver adapter for a database URL (Prisma 6.19 "client" engine: no binaries).
import { createClient, type Client, type Config, type TransactionMode } from "@libsql/client";
import { PrismaLibSQL } from "@prisma/adapter-libsql";
import { PrismaPg } from "@prisma/adapter-pg";
import { databaseProvider } from "./provider";

/** How long a SQLite connection waits for another process's write lock before failing. */
export const sqliteBusyTimeoutMs = 5000;

/**
 * Transactions start with BEGIN IMMEDIATE ("write"), not the adapter's BEGIN DEFERRED: in WAL
 * mode a deferred transaction that read first and then writes after another process committed
 * fails at once with SQLITE_BUSY_SNAPSHOT (the busy handler cannot help it), which Prisma
 * reports as "Operation has timed out". Taking the write lock up front makes such a writer wait
 * its turn instead (a step 2 while the tests or a maintenance command write).
 *
 * @libsql/client hands its connection to each transaction and opens a new one for the next
 * statement, so a PRAGMA run once applies only until the first transaction. busy_timeout is
 * per connection: without it, a write that meets another process's lock (the tests' fixture
 * writes, a maintenance command) fails at once with SQLITE_BUSY. Re-applied on every new
 * connection here.
 */
function withBusyTimeout(client: Client): Client {
  const pragma = `PRAGMA busy_timeout = ${sqliteBusyTimeoutMs}`;
  const ready = client.execute(pragma);
  const transaction = client.transaction.bind(client);
  client.transaction = (async (mode?: TransactionMode) => {
    await ready;
    const tx = await transaction(mode === "read" ? mode : "write");
    await client.execute(pragma); // opens the next connection, with the timeout
    return tx;
  }) as Client["transaction"];
  return client;
}

class PrismaLibSQLWithBusyTimeout extends PrismaLibSQL {
  override createClient(config: Config): Client {
    return withBusyTimeout(createClient(config));
  }
}

export function driverAdapter(url: string) {
  return databaseProvider(url) === "sqlite"
    ? new PrismaLibSQLWithBusyTimeout({ url })
    : new PrismaPg({ connectionString: url });
}
