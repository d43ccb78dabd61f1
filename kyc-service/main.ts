// `npm run service`: first-run setup (certificates, database, development key), then the
// HTTPS server in the foreground until Ctrl-C.
import { readFile } from "node:fs/promises";
import { loadServiceConfig } from "./env";
import { prepareService } from "./setup/prepare";
import { buildServer } from "./http-server";
import { readableLogStream } from "./http/log-stream";
import { FileStore } from "./store/files";
import { existingSubmissionIds } from "./domain/submission-removal";
import { createIdDocumentReader, type OcrLog } from "./verification/ocr/read-id-document";
import { ConfigError } from "../common/config/parse-env";
import { stopFaceEngine } from "./verification/faces";
import { screeningIndex } from "./aml/screening";
import { scheduleRescreen } from "./aml/rescreen-schedule";

async function main() {
  const config = loadServiceConfig();
  // `npm run dev` has applied the migrations already and says so with --no-migrate.
  const migrate = !process.argv.includes("--no-migrate");
  const { db } = await prepareService(config, { log: (line) => console.log(line), migrate });
  // Build the AML index now rather than in the first applicant's step 2, which would wait for it.
  screeningIndex(db)
    .get()
    .catch((error: unknown) =>
      console.error(`AML index: ${error instanceof Error ? error.message : String(error)}`),
    );
  const files = new FileStore(config.imagesDir);
  const swept = await files.sweep((ids) => existingSubmissionIds(db, ids));
  if (swept.removed)
    console.log(
      `removed the files of ${swept.removed} deleted submission(s) left by an interrupted deletion`,
    );
  // The OCR pool logs through the server's logger, which exists only once the server does.
  const serverLog: { current?: OcrLog } = {};
  const ocr = createIdDocumentReader({
    ...config.ocr,
    log: {
      info: (details, message) => serverLog.current?.info(details, message),
      warn: (details, message) => serverLog.current?.warn(details, message),
    },
  });
  const app = await buildServer(
    { db, files, ocr },
    {
      tls: { key: await readFile(config.tls.keyFile), cert: await readFile(config.tls.certFile) },
      logLevel: config.logLevel,
      timeouts: config.timeouts,
      logStream: config.logFormat === "pretty" ? readableLogStream : undefined,
    },
  );
  serverLog.current = app.log;
  const stopRescreen = scheduleRescreen(db, config.amlRescreenMinutes, app.log);
  await app.listen({ host: config.host, port: config.port });
  // In the background: the first step 1 then finds the models loaded.
  if (config.ocr.warm)
    void ocr
      .warm()
      .catch((error: unknown) =>
        app.log.warn(
          { ocr: { outcome: "warm_failed", cause: error instanceof Error ? error.message : String(error) } },
          "ocr",
        ),
      );
  // The port actually bound (KYC_SERVICE_PORT=0 picks a free one, as the tests do).
  const { port } = app.server.address() as { port: number };
  console.log(`KYC service ready at https://${config.host}:${port}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    stopRescreen();
    await app.close();
    await stopFaceEngine();
    await ocr.close();
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
