// `npm run service`: first-run setup (certificates, database, development key), then the
// HTTPS server in the foreground until Ctrl-C.
import { readFile } from "node:fs/promises";
import { loadServiceConfig } from "./env";
import { prepareService } from "./setup/prepare";
import { buildServer } from "./server";
import { readableLogStream } from "./http/log-stream";
import { FileStore } from "./store/files";
import { existingSubmissionIds } from "./domain/submission-removal";
import { ConfigError } from "../lib/config/parse-env";
import { stopFaceEngine } from "./verification/faces";

async function main() {
  const config = loadServiceConfig();
  // `npm run dev` has applied the migrations already and says so with --no-migrate.
  const migrate = !process.argv.includes("--no-migrate");
  const { db } = await prepareService(config, { log: (line) => console.log(line), migrate });
  const files = new FileStore(config.imagesDir);
  const swept = await files.sweep((ids) => existingSubmissionIds(db, ids));
  if (swept.removed) console.log(`removed the files of ${swept.removed} deleted submission(s) left by an interrupted deletion`);
  const app = await buildServer(
    { db, files },
    {
      tls: { key: await readFile(config.tls.keyFile), cert: await readFile(config.tls.certFile) },
      logLevel: config.logLevel,
      logStream: config.logFormat === "pretty" ? readableLogStream : undefined,
    },
  );
  await app.listen({ host: config.host, port: config.port });
  // The port actually bound (KYC_SERVICE_PORT=0 picks a free one, as the tests do).
  const { port } = app.server.address() as { port: number };
  console.log(`KYC service ready at https://${config.host}:${port}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    await app.close();
    await stopFaceEngine();
    await db.$disconnect();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(`could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
