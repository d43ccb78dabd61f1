// The Prisma driver adapter for a database URL (Prisma 6.19 "client" engine: no binaries).
import {
  createClient,
  type Client,
  type Config,
  type Transaction,
  type TransactionMode,
} from "@libsql/client";
import { PrismaLibSQL } from "@prisma/adapter-libsql";
import { PrismaPg } from "@prisma/adapter-pg";
import { databaseProvider } from "./provider";

/** How long a SQLite connection waits for another process's write lock before failing. */
export const sqliteBusyTimeoutMs = 5000;

/**
 * One SQLite connection per client, transactions on it included, with busy_timeout set once.
 *
 * @libsql/client (0.8) hands its connection to each transaction and opens a new one for the next
 * statement, and its transaction never closes the connection it was handed: every transaction
 * left an open connection (three file descriptors and its page cache) behind. A process that
 * syncs the case index ran several hundred MB of native memory and kept gaining descriptors.
 * Running the transaction on the client's own connection is safe because the Prisma adapter
 * holds its lock from the start of a transaction to its end: no other statement of this client
 * runs in between.
 *
 * Transactions start with BEGIN IMMEDIATE ("write"), not the adapter's BEGIN DEFERRED: in WAL
 * mode a deferred transaction that read first and then writes after another process committed
 * fails at once with SQLITE_BUSY_SNAPSHOT (the busy handler cannot help it), which Prisma
 * reports as "Operation has timed out". Taking the write lock up front makes such a writer wait
 * its turn instead (a step 2 while the tests or a maintenance command write). busy_timeout makes
 * a write that meets another process's lock wait instead of failing at once with SQLITE_BUSY.
 */
function onOneConnection(client: Client): Client {
  const ready = client.execute(`PRAGMA busy_timeout = ${sqliteBusyTimeoutMs}`);
  client.transaction = (async (mode?: TransactionMode) => {
    await ready;
    await client.execute(mode === "read" ? "BEGIN DEFERRED" : "BEGIN IMMEDIATE");
    return transactionOn(client);
  }) as Client["transaction"];
  return client;
}

/** A transaction already begun on the client's connection; it ends with COMMIT or ROLLBACK there. */
function transactionOn(client: Client): Transaction {
  let open = true;
  const end = async (statement: "COMMIT" | "ROLLBACK") => {
    if (!open) return;
    await client.execute(statement);
    open = false; // only once it succeeded: a COMMIT that failed can still be rolled back
  };
  return {
    execute: (stmt) => client.execute(stmt),
    // The client's own batch would begin a transaction of its own: run the statements in order.
    batch: async (stmts) => {
      const results = [];
      for (const stmt of stmts) results.push(await client.execute(stmt));
      return results;
    },
    // The client's executeMultiple rolls back whatever transaction is open when it ends; Prisma
    // runs scripts outside transactions only, so one inside is refused rather than undone.
    executeMultiple: () =>
      Promise.reject(new Error("executeMultiple cannot run inside a transaction on this connection")),
    commit: () => end("COMMIT"),
    rollback: () => end("ROLLBACK"),
    close: () => void end("ROLLBACK").catch(() => undefined),
    get closed() {
      return !open;
    },
  };
}

class PrismaLibSQLOnOneConnection extends PrismaLibSQL {
  override createClient(config: Config): Client {
    return onOneConnection(createClient(config));
  }
}

export function driverAdapter(url: string) {
  return databaseProvider(url) === "sqlite"
    ? new PrismaLibSQLOnOneConnection({ url })
    : new PrismaPg({ connectionString: url });
}
