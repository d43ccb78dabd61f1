// The one place the KYC service reads process.env. Validated once; a bad value stops
// the start with one line naming the variable.
import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { databaseProvider } from "../common/database/provider";
import { ConfigError, parseEnv, type EnvSource } from "../common/config/parse-env";

const existingFile = z.string().refine((file) => existsSync(file), "points to a file that does not exist");

const schema = z.object({
  KYC_DATA_DIR: z.string().default(".data"),
  KYC_SERVICE_HOST: z.string().default("localhost"),
  KYC_SERVICE_PORT: z.coerce
    .number({ error: "must be a port number from 0 to 65535" })
    .int()
    .min(0)
    .max(65535)
    .default(8443),
  KYC_SERVICE_DATABASE_URL: z
    .string()
    .optional()
    .refine(
      (url) => url === undefined || tryProvider(url),
      "must start with file: (SQLite) or postgresql:// (PostgreSQL)",
    ),
  KYC_SERVICE_TLS_CERT: existingFile.optional(),
  KYC_SERVICE_TLS_KEY: existingFile.optional(),
  // Each face worker holds its own models and wasm heap: more threads, more memory (docs/face-engine.md).
  KYC_SERVICE_FACE_THREADS: z.coerce
    .number({ error: "must be a whole number of worker threads from 1 to 16" })
    .int()
    .min(1)
    .max(16)
    .default(1),
  KYC_SERVICE_FACE_QUEUE: z.coerce
    .number({ error: "must be a whole number from 1 to 1000" })
    .int()
    .min(1)
    .max(1000)
    .default(32),
  KYC_SERVICE_FACE_TIMEOUT_MS: z.coerce
    .number({ error: "must be milliseconds from 1000 to 600000" })
    .int()
    .min(1000)
    .max(600_000)
    .default(30_000),
  KYC_SERVICE_HEADERS_TIMEOUT_MS: z.coerce
    .number({ error: "must be milliseconds from 100 to 120000" })
    .int()
    .min(100)
    .max(120_000)
    .default(10_000),
  KYC_SERVICE_BODY_IDLE_TIMEOUT_MS: z.coerce
    .number({ error: "must be milliseconds from 100 to 120000" })
    .int()
    .min(100)
    .max(120_000)
    .default(15_000),
  KYC_SERVICE_REQUEST_TIMEOUT_MS: z.coerce
    .number({ error: "must be milliseconds from 1000 to 600000" })
    .int()
    .min(1000)
    .max(600_000)
    .default(60_000),
  KYC_SERVICE_LOG_FORMAT: z.enum(["pretty", "json"]).default("pretty"),
  KYC_SERVICE_LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
    .default("info"),
  KYC_OCR_WORKERS: z.coerce
    .number({ error: "must be a whole number from 1 to 16" })
    .int()
    .min(1)
    .max(16)
    .default(1),
  KYC_OCR_QUEUE_LIMIT: z.coerce
    .number({ error: "must be a whole number from 0 to 10000" })
    .int()
    .min(0)
    .max(10000)
    .default(16),
  KYC_OCR_TIMEOUT_MS: z.coerce
    .number({ error: "must be a number of milliseconds from 100 to 300000" })
    .int()
    .min(100)
    .max(300000)
    .default(15000),
  KYC_OCR_WARM: z.enum(["on", "off"]).default("on"),
  KYC_AML_DEMO_LISTS: z.enum(["on", "off"]).default("on"),
  KYC_AML_RESCREEN_MINUTES: z.coerce
    .number({ error: "must be a number of minutes from 0 (off) to 10080" })
    .int()
    .min(0)
    .max(10080)
    .default(15),
});

function tryProvider(url: string): boolean {
  try {
    databaseProvider(url);
    return true;
  } catch {
    return false;
  }
}

export type ServiceConfig = ReturnType<typeof loadServiceConfig>;

export function loadServiceConfig(source: EnvSource = process.env) {
  const env = parseEnv(schema, source, "KYC service");
  if (Boolean(env.KYC_SERVICE_TLS_CERT) !== Boolean(env.KYC_SERVICE_TLS_KEY)) {
    throw new ConfigError(
      "KYC service configuration: set both KYC_SERVICE_TLS_CERT and KYC_SERVICE_TLS_KEY, or neither (to use the development certificate). See .env.example.",
    );
  }
  const dataDir = path.resolve(env.KYC_DATA_DIR);
  const serviceDir = path.join(dataDir, "kyc-service");
  const certsDir = path.join(dataDir, "certs");
  return {
    host: env.KYC_SERVICE_HOST,
    port: env.KYC_SERVICE_PORT,
    dataDir,
    serviceDir,
    imagesDir: path.join(serviceDir, "files"),
    devApiKeyFile: path.join(serviceDir, "dev-api-key"),
    databaseUrl: env.KYC_SERVICE_DATABASE_URL ?? `file:${path.join(serviceDir, "service.db")}`,
    certsDir,
    tls: {
      certFile: env.KYC_SERVICE_TLS_CERT ?? path.join(certsDir, "server.pem"),
      keyFile: env.KYC_SERVICE_TLS_KEY ?? path.join(certsDir, "server-key.pem"),
      /** Only a development CA we created is generated; given files are used as they are. */
      generated: !env.KYC_SERVICE_TLS_CERT && !env.KYC_SERVICE_TLS_KEY,
    },
    faces: {
      threads: env.KYC_SERVICE_FACE_THREADS,
      maxQueue: env.KYC_SERVICE_FACE_QUEUE,
      jobTimeoutMs: env.KYC_SERVICE_FACE_TIMEOUT_MS,
    },
    timeouts: {
      headersMs: env.KYC_SERVICE_HEADERS_TIMEOUT_MS,
      bodyIdleMs: env.KYC_SERVICE_BODY_IDLE_TIMEOUT_MS,
      requestMs: env.KYC_SERVICE_REQUEST_TIMEOUT_MS,
    },
    logLevel: env.KYC_SERVICE_LOG_LEVEL,
    logFormat: env.KYC_SERVICE_LOG_FORMAT,
    /** Import the fictional demo AML lists when missing (docs/aml.md); off in production. */
    amlDemoLists: env.KYC_AML_DEMO_LISTS === "on",
    /** How often the service runs the incremental re-screen of queued list changes; 0: never. */
    amlRescreenMinutes: env.KYC_AML_RESCREEN_MINUTES,
    ocr: {
      size: env.KYC_OCR_WORKERS,
      queueLimit: env.KYC_OCR_QUEUE_LIMIT,
      timeoutMs: env.KYC_OCR_TIMEOUT_MS,
      warm: env.KYC_OCR_WARM === "on",
    },
  };
}
