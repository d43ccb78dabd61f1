// Applies committed PostgreSQL migrations without the Prisma CLI. Prisma Migrate through
// @prisma/adapter-pg fails on PostgreSQL's `name` column type (prisma/orm#27403), and the
// native schema engine cannot be downloaded here. This applies the same migration.sql files
// and records them in Prisma's own `_prisma_migrations` table, with Prisma's checksum
// (SHA-256 of the file), so `prisma migrate status` elsewhere sees the same history.
import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";

const createHistory = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

/** The advisory lock Prisma Migrate takes, so two deployers never interleave. */
const migrationLock = 72707369;

export async function migratePostgres(url: string, migrationsDir: string): Promise<string[]> {
  const names = (await readdir(migrationsDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query("SELECT pg_advisory_lock($1)", [migrationLock]);
    await client.query(createHistory);
    const { rows } = await client.query<{ migration_name: string; finished_at: Date | null }>(
      `SELECT migration_name, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    const failed = rows.find((row) => row.finished_at === null);
    if (failed)
      throw new Error(`migration ${failed.migration_name} failed earlier; resolve it before deploying again`);
    const done = new Set(rows.map((row) => row.migration_name));
    for (const name of names.filter((n) => !done.has(n))) {
      const sql = await readFile(path.join(migrationsDir, name, "migration.sql"), "utf8");
      const checksum = createHash("sha256").update(sql).digest("hex");
      await client.query("BEGIN");
      try {
        await client.query(sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) VALUES ($1, $2, now(), $3, 1)`,
          [randomUUID(), checksum, name],
        );
        await client.query("COMMIT");
        applied.push(name);
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(`migration ${name} failed: ${(error as Error).message}`);
      }
    }
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [migrationLock]).catch(() => {});
    await client.end();
  }
  return applied;
}
