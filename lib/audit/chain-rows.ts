// Reads the audit log in chain order, in batches, straight through the database driver
// (@libsql/client or pg): the Prisma adapter's per-row cost would make verifying a million
// events take tens of seconds. Used by verification only; writes go through Prisma.
import { createClient } from "@libsql/client";
import pg from "pg";
import { databaseProvider } from "../database/provider";

export interface ChainRow {
  seq: number;
  at: string; // ISO 8601 as stored
  actorId: string | null;
  actorEmail: string | null;
  actorRole: string | null;
  action: string;
  targetId: string | null;
  outcome: string;
  reason: string | null;
  statedReason: string | null;
  detail: string | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
  prevHash: string;
  hash: string;
}

const columns = `"seq", "at", "actorId", "actorEmail", "actorRole", "action", "targetId", "outcome", "reason", "statedReason", "detail", "ip", "userAgent", "requestId", "prevHash", "hash"`;

export async function* chainRows(databaseUrl: string, batchSize = 50_000): AsyncGenerator<ChainRow[]> {
  if (databaseProvider(databaseUrl) === "sqlite") {
    const client = createClient({ url: databaseUrl });
    try {
      for (let after = 0; ; ) {
        const result = await client.execute({ sql: `SELECT ${columns} FROM "AuditEvent" WHERE "seq" > ? ORDER BY "seq" LIMIT ?`, args: [after, batchSize] });
        if (result.rows.length === 0) return;
        const rows = result.rows as unknown as ChainRow[];
        after = Number(rows[rows.length - 1]!.seq);
        yield rows;
      }
    } finally {
      client.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let after = 0; ; ) {
      // "at" is a UTC timestamp without zone (Prisma's mapping): formatted as ISO text, as SQLite stores it.
      const sql = `SELECT ${columns.replace(`"at"`, `to_char("at", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "at"`)} FROM "AuditEvent" WHERE "seq" > $1 ORDER BY "seq" LIMIT $2`;
      const result = await client.query<ChainRow>(sql, [after, batchSize]);
      if (result.rows.length === 0) return;
      after = result.rows[result.rows.length - 1]!.seq;
      yield result.rows;
    }
  } finally {
    await client.end();
  }
}
