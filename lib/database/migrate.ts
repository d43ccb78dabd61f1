// Applies committed migrations with the Prisma CLI (offline: JS schema engine, no binaries).
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { promisify } from "node:util";

const run = promisify(execFile);
const prismaCli = createRequire(import.meta.url).resolve("prisma/build/index.js");

/** The CLI still looks for engine binaries unless told where they are; they are never run. */
export const prismaCliEnv = {
  PRISMA_SCHEMA_ENGINE_BINARY: "/bin/false",
  PRISMA_QUERY_ENGINE_LIBRARY: "/bin/false",
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
  CHECKPOINT_DISABLE: "1",
};

export async function migrateDeploy(configPath: string, urlVariable: string, url: string): Promise<void> {
  try {
    await run(process.execPath, [prismaCli, "migrate", "deploy", "--config", configPath], {
      env: { ...process.env, ...prismaCliEnv, [urlVariable]: url },
    });
  } catch (error) {
    const output = (error as { stdout?: string; stderr?: string });
    const detail = `${output.stderr ?? ""}\n${output.stdout ?? ""}`.trim().split("\n").slice(-3).join(" ");
    throw new Error(`could not apply migrations for ${urlVariable} (${redactUrl(url)}): ${detail}`);
  }
}

/** Hides the password of a database URL before it is printed. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, "//$1:***@");
}
