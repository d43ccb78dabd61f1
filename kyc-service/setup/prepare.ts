// First-run setup shared by `npm run service`, `npm run dev` and the test harness.
// Idempotent: it creates only what is missing.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { ServiceConfig } from "../env";
import { migrateDeploy } from "../../common/database/migrate";
import { openServiceDb, type ServiceDb } from "../store/db";
import { ensureDevCertificates } from "./certificates";
import { ensureDevProject } from "./dev-project";
import { ensureDemoLists } from "../aml/demo-lists";

const configFile = path.resolve(import.meta.dirname, "../prisma.config.ts");

export async function prepareService(
  config: ServiceConfig,
  { log = () => {}, migrate = true }: { log?: (line: string) => void; migrate?: boolean } = {},
): Promise<{ db: ServiceDb; apiKey: string }> {
  await mkdir(config.imagesDir, { recursive: true });
  if (config.tls.generated) {
    const certs = await ensureDevCertificates(config.certsDir);
    if (certs.created) log(`created a development CA at ${path.relative(process.cwd(), certs.caFile)}`);
  }
  if (migrate) await migrateDeploy(configFile, "KYC_SERVICE_DATABASE_URL", config.databaseUrl);
  const db = await openServiceDb(config.databaseUrl);
  const dev = await ensureDevProject(db, config.devApiKeyFile);
  if (dev.created)
    log(`created the development API key at ${path.relative(process.cwd(), config.devApiKeyFile)}`);
  if (config.amlDemoLists)
    for (const list of await ensureDemoLists(db)) log(`imported the demo AML list ${list}`);
  return { db, apiKey: dev.apiKey };
}
