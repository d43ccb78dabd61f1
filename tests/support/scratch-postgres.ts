// Throwaway PostgreSQL databases for the tests that run against Debian's server (.ci/run
// starts it and sets KYC_TEST_POSTGRES_URL, an admin connection URL). Without the variable
// those tests skip, except in CI, where its absence is a setup error.
import { randomUUID } from "node:crypto";
import pg from "pg";

export const postgresAdminUrl = process.env.KYC_TEST_POSTGRES_URL;
if (!postgresAdminUrl && process.env.CI) throw new Error("CI must set KYC_TEST_POSTGRES_URL (see .ci/run)");

/** Runs SQL on the admin connection (CREATE / DROP DATABASE), one statement after another. */
async function admin(statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A database named `<prefix>_<random>` on the test server: create it, use its URL, drop it. */
export function scratchDatabase(prefix: string) {
  const name = `${prefix}_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  return {
    name,
    url: () => Object.assign(new URL(postgresAdminUrl!), { pathname: `/${name}` }).toString(),
    create: () => admin([`CREATE DATABASE ${name}`]),
    drop: () => admin([`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]),
  };
}
