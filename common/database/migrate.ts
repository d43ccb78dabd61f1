// Applies committed migrations with the Prisma CLI (offline: JS schema engine, no binaries).
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { migratePostgres } from "./migrate-postgres";
import { databaseProvider } from "./provider";

const run = promisify(execFile);
const prismaCli = createRequire(import.meta.url).resolve("prisma/build/index.js");

/** The CLI still looks for engine binaries unless told where they are; they are never run. */
export const prismaCliEnv = {
  PRISMA_SCHEMA_ENGINE_BINARY: "/bin/false",
  PRISMA_QUERY_ENGINE_LIBRARY: "/bin/false",
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
  CHECKPOINT_DISABLE: "1",
};

/**
 * Applies the committed migrations of one program's database. SQLite goes through the
 * Prisma CLI; PostgreSQL through migratePostgres (see there for why).
 */
export async function migrateDeploy(configPath: string, urlVariable: string, url: string): Promise<void> {
  if (databaseProvider(url) === "postgresql") {
    const dir = path.join(path.dirname(configPath), "prisma", "postgresql", "migrations");
    try {
      await migratePostgres(url, dir);
    } catch (error) {
      throw new Error(
        `could not apply migrations for ${urlVariable} (${redactUrl(url)}): ${(error as Error).message}`,
      );
    }
    return;
  }
  try {
    await run(process.execPath, [prismaCli, "migrate", "deploy", "--config", configPath], {
      env: { ...process.env, ...prismaCliEnv, [urlVariable]: url },
    });
  } catch (error) {
    const output = error as { stdout?: string; stderr?: string };
    // The CLI prints warnings first; the error is the first line starting with "Error".
    const text = `${output.stderr ?? ""}\n${output.stdout ?? ""}`;
    const detail = /^Error.*$/m.exec(text)?.[0] ?? text.trim().split("\n").slice(-3).join(" ");
    throw new Error(`could not apply migrations for ${urlVariable} (${redactUrl(url)}): ${detail}`);
  }
}

/** Hides the password of a database URL before it is printed. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, "//$1:***@");
}
