// Reads the stored chain for verification, in seq order and batches, straight through the
// database driver (libsql's synchronous statements for SQLite, pg for PostgreSQL): Prisma's
// per-row cost would make verifying a long log slow. Between batches the event loop gets a
// turn, so a server verifying stays responsive. Writes go through Prisma (chain.ts).
//
// chainHashes gives each event's stored links and how its hash was made (keyed, unkeyed or
// neither). On SQLite the text the hash covers is built by SQLite itself with json_array (four
// values per row cross the driver instead of sixteen); a row whose fast keyed hash does not
// match is read in full and hashed in JavaScript (matchRow) before it counts as changed, so a
// difference in JSON escaping can never be reported as tampering. PostgreSQL rows are hashed
// in JavaScript.
import { setImmediate as nextTurn } from "node:timers/promises";
import Database from "libsql";
import pg from "pg";
import { databaseProvider } from "../../common/database/provider";
import { formatOf, hashText, matchRow, type ChainKey, type HashMatch } from "./chain-hash";
/**
 * One event as an array in column order (seq, at as stored ISO text, actorId, actorEmail,
 * actorRole, action, targetId, outcome, reason, statedReason, detail, ip, userAgent,
 * requestId, prevHash, hash): the drivers hand arrays over about twice as cheaply as objects.
 */
export type ChainRow = [
  seq: number,
  at: string,
  actorId: string | null,
  actorEmail: string | null,
  actorRole: string | null,
  action: string,
  targetId: string | null,
  outcome: string,
  reason: string | null,
  statedReason: string | null,
  detail: string | null,
  ip: string | null,
  userAgent: string | null,
  requestId: string | null,
  prevHash: string,
  hash: string,
];

const columns = `"seq", "at", "actorId", "actorEmail", "actorRole", "action", "targetId", "outcome", "reason", "statedReason", "detail", "ip", "userAgent", "requestId", "prevHash", "hash"`;

export interface SeqRange {
  afterSeq?: number;
  untilSeq?: number;
}

function sqlitePath(databaseUrl: string): string {
  return databaseUrl
    .slice("file:".length)
    .replace(/^\/\/(?=\/)/, "")
    .split("?")[0]!;
}

/** The events with afterSeq < seq <= untilSeq (default: all), in seq order, in batches. */
export async function* chainRows(
  databaseUrl: string,
  range: SeqRange = {},
  batchSize = 10_000,
): AsyncGenerator<ChainRow[]> {
  const until = range.untilSeq ?? 2_147_483_647; // seq is a 32-bit Int (PostgreSQL integer)
  if (databaseProvider(databaseUrl) === "sqlite") {
    const database = new Database(sqlitePath(databaseUrl), { readonly: true });
    try {
      const statement = database
        .prepare(`SELECT ${columns} FROM "AuditEvent" WHERE "seq" > ? AND "seq" <= ? ORDER BY "seq" LIMIT ?`)
        .raw(true);
      for (let after = range.afterSeq ?? 0; ;) {
        // Each batch is its own short read: a database still in rollback-journal mode (one
        // made before docs/decisions/0006) would otherwise keep every writer waiting.
        const batch: ChainRow[] = [];
        for (const row of statement.iterate(after, until, batchSize) as IterableIterator<ChainRow>)
          batch.push(row);
        if (batch.length === 0) break;
        after = Number(batch[batch.length - 1]![0]);
        yield batch;
        await nextTurn();
      }
    } finally {
      database.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let after = range.afterSeq ?? 0; ;) {
      // "at" is a UTC timestamp without zone (Prisma's mapping): formatted as ISO text, as SQLite stores it.
      const sql = `SELECT ${columns.replace(`"at"`, `to_char("at", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "at"`)} FROM "AuditEvent" WHERE "seq" > $1 AND "seq" <= $2 ORDER BY "seq" LIMIT $3`;
      const result = await client.query<ChainRow>({
        text: sql,
        values: [after, until, batchSize],
        rowMode: "array",
      });
      if (result.rows.length === 0) return;
      after = Number(result.rows[result.rows.length - 1]![0]);
      yield result.rows;
    }
  } finally {
    await client.end();
  }
}

/** The lowest and highest seq in the log (null when it is empty), to split verification. */
export async function chainBounds(databaseUrl: string): Promise<{ min: number; max: number } | null> {
  const sql = `SELECT MIN("seq") AS "min", MAX("seq") AS "max" FROM "AuditEvent"`;
  let row: { min: number | string | null; max: number | string | null } | undefined;
  if (databaseProvider(databaseUrl) === "sqlite") {
    const database = new Database(sqlitePath(databaseUrl), { readonly: true });
    try {
      row = database.prepare(sql).get() as typeof row;
    } finally {
      database.close();
    }
  } else {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      row = (await client.query(sql)).rows[0];
    } finally {
      await client.end();
    }
  }
  return row?.min == null || row.max == null ? null : { min: Number(row.min), max: Number(row.max) };
}

/** seq, the stored prevHash and hash, and how the hash matches the row's content. */
export type HashedRow = [seq: number, prevHash: string, hash: string, match: HashMatch];

const canonical = (key: ChainKey) =>
  `json_array('${formatOf(key)}', CASE WHEN "at" LIKE '____-__-__T__:__:__.___+00:00' THEN substr("at", 1, 23) || 'Z' ELSE "at" END, ` +
  `"actorId", "actorEmail", "actorRole", "action", "targetId", "outcome", "reason", "statedReason", "detail", "ip", "userAgent", "requestId", "prevHash")`;

export async function* chainHashes(
  databaseUrl: string,
  key: ChainKey,
  range: SeqRange = {},
  batchSize = 10_000,
): AsyncGenerator<HashedRow[]> {
  if (databaseProvider(databaseUrl) !== "sqlite") {
    for await (const batch of chainRows(databaseUrl, range, batchSize)) {
      yield batch.map((row): HashedRow => [Number(row[0]), row[14], row[15], matchRow(row, key)]);
    }
    return;
  }
  const database = new Database(sqlitePath(databaseUrl), { readonly: true });
  try {
    const fast = database
      .prepare(
        `SELECT "seq", ${canonical(key)}, "prevHash", "hash" FROM "AuditEvent" WHERE "seq" > ? AND "seq" <= ? ORDER BY "seq" LIMIT ?`,
      )
      .raw(true);
    const full = database
      .prepare(
        `SELECT "seq", "at", "actorId", "actorEmail", "actorRole", "action", "targetId", "outcome", "reason", "statedReason", "detail", "ip", "userAgent", "requestId", "prevHash", "hash" FROM "AuditEvent" WHERE "seq" = ?`,
      )
      .raw(true);
    const until = range.untilSeq ?? 2_147_483_647;
    for (let after = range.afterSeq ?? 0; ;) {
      // Each batch is its own short read (see chainRows).
      const batch: HashedRow[] = [];
      for (const [seq, text, prevHash, hash] of fast.iterate(after, until, batchSize) as IterableIterator<
        [number, string, string, string]
      >) {
        const match =
          hashText(key, text) !== hash
            ? matchRow(full.get(seq) as ChainRow, key)
            : key === null
              ? "unkeyed"
              : "keyed";
        batch.push([Number(seq), prevHash, hash, match]);
      }
      if (batch.length === 0) break;
      after = batch[batch.length - 1]![0];
      yield batch;
      await nextTurn();
    }
  } finally {
    database.close();
  }
}
