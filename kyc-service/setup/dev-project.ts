// The demo project behind the development key at .data/kyc-service/dev-api-key: every
// option on. The key file is written once; if the database was reset, the project is
// re-created for the same key so the dashboard keeps working.
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ServiceDb } from "../store/db";
import { generateApiKey, hashApiKey } from "../projects/api-keys";

const devProjectName = "demo";

export async function ensureDevProject(
  db: ServiceDb,
  keyFile: string,
): Promise<{ apiKey: string; created: boolean }> {
  let created = false;
  let apiKey: string;
  if (existsSync(keyFile)) {
    apiKey = (await readFile(keyFile, "utf8")).trim();
  } else {
    apiKey = generateApiKey();
    await mkdir(path.dirname(keyFile), { recursive: true });
    await writeFile(keyFile, `${apiKey}\n`, { mode: 0o600 });
    created = true;
  }
  const options = { accountVerification: true, reviewExtension: true, keyHash: hashApiKey(apiKey) };
  await db.project.upsert({
    where: { name: devProjectName },
    create: { id: "demo-project", name: devProjectName, ...options },
    update: options,
  });
  return { apiKey, created };
}
