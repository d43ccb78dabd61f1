// Each event's stored links and its recomputed hash, in seq order and batches: what
// verification compares. On SQLite the canonical text the hash covers (lib/audit/chain.ts)
// is built by SQLite itself with json_array, so the driver hands over four values per row
// instead of sixteen (about twice as fast); a row whose fast hash does not match is read in
// full and hashed in JavaScript (row-hash.ts) before it counts as changed, so a difference
// in JSON escaping can never be reported as tampering. PostgreSQL rows are hashed in JavaScript.
import { setImmediate as nextTurn } from "node:timers/promises";
import Database from "libsql";
import { databaseProvider } from "../../common/database/provider";
import { sha256 } from "./chain";
import { chainRows, sqlitePath, type ChainRow, type SeqRange } from "./chain-rows";
import { rowHash } from "./row-hash";

/** seq, the stored prevHash and hash, and the hash recomputed from the row's content. */
export type HashedRow = [seq: number, prevHash: string, hash: string, recomputed: string];

const canonical =
  `json_array('v1', CASE WHEN "at" LIKE '____-__-__T__:__:__.___+00:00' THEN substr("at", 1, 23) || 'Z' ELSE "at" END, ` +
  `"actorId", "actorEmail", "actorRole", "action", "targetId", "outcome", "reason", "statedReason", "detail", "ip", "userAgent", "requestId", "prevHash")`;

export async function* chainHashes(
  databaseUrl: string,
  range: SeqRange = {},
  batchSize = 10_000,
): AsyncGenerator<HashedRow[]> {
  if (databaseProvider(databaseUrl) !== "sqlite") {
    for await (const batch of chainRows(databaseUrl, range, batchSize)) {
      yield batch.map((row): HashedRow => [Number(row[0]), row[14], row[15], rowHash(row)]);
    }
    return;
  }
  const database = new Database(sqlitePath(databaseUrl), { readonly: true });
  try {
    const fast = database
      .prepare(
        `SELECT "seq", ${canonical}, "prevHash", "hash" FROM "AuditEvent" WHERE "seq" > ? AND "seq" <= ? ORDER BY "seq" LIMIT ?`,
      )
      .raw(true);
    const full = database
      .prepare(
        `SELECT "seq", "at", "actorId", "actorEmail", "actorRole", "action", "targetId", "outcome", "reason", "statedReason", "detail", "ip", "userAgent", "requestId", "prevHash", "hash" FROM "AuditEvent" WHERE "seq" = ?`,
      )
      .raw(true);
    const until = range.untilSeq ?? 2_147_483_647;
    for (let after = range.afterSeq ?? 0; ;) {
      // Each batch is its own short read (see chain-rows.ts).
      const batch: HashedRow[] = [];
      for (const [seq, text, prevHash, hash] of fast.iterate(after, until, batchSize) as IterableIterator<
        [number, string, string, string]
      >) {
        let recomputed = sha256(text);
        if (recomputed !== hash) recomputed = rowHash(full.get(seq) as ChainRow);
        batch.push([Number(seq), prevHash, hash, recomputed]);
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
