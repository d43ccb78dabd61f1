// The one place the dashboard reads process.env: validated once, failing fast with one
// line that names the variable (common/config/parse-env.ts). Defaults make a fresh clone work.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { ConfigError, parseEnv, type EnvSource } from "../common/config/parse-env";
import { readOrCreateSecret } from "../common/config/secret-file";
import { databaseProvider } from "../common/database/provider";
import { parseTrustedProxies } from "./client-ip";
import { auditConfig, auditEnvRules, auditEnvSchema } from "./env-audit";

const httpsUrl = z.url({
  protocol: /^https$/,
  error: "must be an https:// URL (the KYC interface is HTTPS only)",
});
const onOff = z.enum(["on", "off"]);
/** What KYC_ADMIN_DISPLAY_NAME may contain besides text (lib/kyc/admin-name.ts fills them). */
const adminNamePlaceholders = ["{name}", "{email}", "{localpart}", "{role}"];

const retentionYears = z.coerce
  .number({ error: "must be a whole number of years" })
  .int("must be a whole number of years")
  .min(0)
  .max(100)
  .default(5);

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    KYC_DATA_DIR: z.string().default(".data"),
    DATABASE_URL: z
      .string()
      .refine((url) => {
        try {
          databaseProvider(url);
          return true;
        } catch {
          return false;
        }
      }, "must start with file: (SQLite) or postgresql:// (PostgreSQL)")
      .optional(),
    PORT: z.coerce
      .number({ error: "must be a port number from 1 to 65535" })
      .int()
      .min(1)
      .max(65535)
      .default(3000),
    KYC_SERVICE_PORT: z.coerce
      .number({ error: "must be a port number from 1 to 65535" })
      .int()
      .min(1)
      .max(65535)
      .default(8443),
    KYC_API_BASE_URL: httpsUrl.optional(),
    KYC_API_V3_BASE_URL: httpsUrl.optional(),
    KYC_API_KEY: z.string().min(8, "is too short to be an API key").optional(),
    KYC_CA_FILE: z.string().optional(),
    KYC_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    KYC_REVIEW_EXTENSION: onOff.default("on"),
    KYC_ADMIN_DISPLAY_NAME: z
      .string()
      .trim()
      .min(1, "must not be empty")
      .max(200, "must be at most 200 characters")
      .refine(
        (template) => (template.match(/\{[^}]*\}/g) ?? []).every((p) => adminNamePlaceholders.includes(p)),
        "may use only the placeholders {name}, {email}, {localpart} and {role}",
      )
      .default("{name}"),
    AUTH_SECRET: z
      .string()
      .min(32, "must be at least 32 characters (try: openssl rand -base64 32)")
      .optional(),
    AUTH_OIDC_ISSUER: z
      .url({ protocol: /^https?$/, error: "must be the issuer URL of your identity provider" })
      .optional(),
    AUTH_OIDC_CLIENT_ID: z.string().optional(),
    AUTH_OIDC_CLIENT_SECRET: z.string().optional(),
    AUTH_OIDC_NAME: z.string().default("Single sign-on"),
    ...auditEnvSchema,
    DELETION_FOUR_EYES: onOff.default("on"),
    TRUSTED_PROXIES: z
      .string()
      .default("")
      .superRefine((list, ctx) => {
        try {
          parseTrustedProxies(list);
        } catch (error) {
          ctx.addIssue({ code: "custom", message: `has ${(error as Error).message}` });
        }
      }),
    RECONCILE_INTERVAL_SECONDS: z.coerce
      .number({ error: "must be a whole number of seconds (0 turns the reconciler off)" })
      .int()
      .min(0)
      .max(86_400)
      .default(60),
    RECONCILE_AFTER_SECONDS: z.coerce
      .number({ error: "must be a whole number of seconds" })
      .int()
      .min(1)
      .max(86_400)
      .default(120),
    CASE_INDEX_SYNC_SECONDS: z.coerce
      .number({ error: "must be a whole number of seconds (0 turns the case index's sync off)" })
      .int()
      .min(0)
      .max(3_600)
      .default(2),
    CASE_INDEX_REFRESH_SECONDS: z.coerce
      .number({ error: "must be a whole number of seconds" })
      .int()
      .min(0)
      .max(86_400)
      .default(15),
    CASE_INDEX_RECONCILE_HOURS: z.coerce
      .number({ error: "must be a number of hours" })
      .min(0.01)
      .max(168)
      .default(6),
    CASE_INDEX_LEASE_SECONDS: z.coerce
      .number({ error: "must be a whole number of seconds" })
      .int()
      .min(5)
      .max(3_600)
      .default(30),
    APPROVAL_FOUR_EYES: onOff.default("on"),
    AML_FALSE_POSITIVE_MONTHS: z.coerce
      .number({ error: "must be a whole number of months from 1 to 120" })
      .int("must be a whole number of months from 1 to 120")
      .min(1, "must be a whole number of months from 1 to 120")
      .max(120, "must be a whole number of months from 1 to 120")
      .default(12),
    SIGNIN_MAX_FAILURES: z.coerce
      .number({ error: "must be a whole number" })
      .int()
      .min(1)
      .max(100)
      .default(5),
    SIGNIN_SLOWDOWN_MS: z.coerce
      .number({ error: "must be a whole number of milliseconds" })
      .int()
      .min(0)
      .max(5000)
      .default(250),
    SESSION_IDLE_MINUTES: z.coerce
      .number({ error: "must be a whole number of minutes" })
      .int()
      .min(1)
      .max(1440)
      .default(30),
    SESSION_ABSOLUTE_HOURS: z.coerce
      .number({ error: "must be a whole number of hours" })
      .int()
      .min(1)
      .max(168)
      .default(8),
    SIGNIN_LOCK_MINUTES: z.coerce
      .number({ error: "must be a whole number of minutes" })
      .int()
      .min(1)
      .max(1440)
      .default(15),
    REVIEW_DEADLINE_HOURS: z.coerce
      .number({ error: "must be a number of hours" })
      .positive("must be more than 0 hours")
      .max(24 * 365, "must be at most a year in hours")
      .default(24),
    // An AML red flag is due sooner (docs/review-workspace.md, "Waiting for and due").
    REVIEW_DEADLINE_HOURS_RED_FLAG: z.coerce
      .number({ error: "must be a number of hours" })
      .positive("must be more than 0 hours")
      .max(24 * 365, "must be at most a year in hours")
      .default(8),
    // Years a decided case's record must be kept after the decision (anti-money-laundering rules
    // ask for at least five); a deletion before then needs a stated legal basis.
    RETENTION_APPROVED_YEARS: retentionYears,
    RETENTION_REJECTED_YEARS: retentionYears,
    // Public keys (PEM, one or more) of audit signing keys retired by a rotation, so evidence
    // they signed still shows as valid (docs/accountability.md, "Rotating the signing key").
    AUDIT_RETIRED_PUBLIC_KEYS_FILE: z.string().optional(),
  })
  // An intent younger than the longest call might still be in flight in another process.
  .refine((e) => e.RECONCILE_AFTER_SECONDS * 1000 > e.KYC_API_TIMEOUT_MS, {
    path: ["RECONCILE_AFTER_SECONDS"],
    message: "must be longer than KYC_API_TIMEOUT_MS, or a call still in flight could be judged",
  })
  .superRefine((e, ctx) => {
    for (const [holds, variable, message] of auditEnvRules)
      if (!holds(e)) ctx.addIssue({ code: "custom", path: [variable], message });
  })
  .refine((e) => e.REVIEW_DEADLINE_HOURS_RED_FLAG <= e.REVIEW_DEADLINE_HOURS, {
    path: ["REVIEW_DEADLINE_HOURS_RED_FLAG"],
    message: "must be at most REVIEW_DEADLINE_HOURS (a red flag is due no later than any other case)",
  })
  .refine((e) => !e.AUTH_OIDC_ISSUER || (e.AUTH_OIDC_CLIENT_ID && e.AUTH_OIDC_CLIENT_SECRET), {
    path: ["AUTH_OIDC_CLIENT_ID"],
    message: "and AUTH_OIDC_CLIENT_SECRET must both be set when AUTH_OIDC_ISSUER is",
  });

export type DashboardEnv = ReturnType<typeof loadDashboardEnv>;

export function loadDashboardEnv(source: EnvSource = process.env) {
  const env = parseEnv(schema, source, "Dashboard");
  const dataDir = path.resolve(env.KYC_DATA_DIR);
  const defaultBase = `https://localhost:${env.KYC_SERVICE_PORT}`;
  const legacyBaseUrl = trimSlash(env.KYC_API_BASE_URL ?? defaultBase);
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    dataDir,
    databaseUrl: env.DATABASE_URL ?? `file:${path.join(dataDir, "dashboard.db")}`,
    kyc: {
      legacyBaseUrl,
      baseUrl: trimSlash(env.KYC_API_V3_BASE_URL ?? legacyBaseUrl),
      apiKey: env.KYC_API_KEY ?? readDevApiKey(dataDir),
      ca: readCa(env.KYC_CA_FILE, dataDir),
      timeoutMs: env.KYC_API_TIMEOUT_MS,
      reviewExtension: env.KYC_REVIEW_EXTENSION === "on",
      adminDisplayName: env.KYC_ADMIN_DISPLAY_NAME,
    },
    auth: {
      // Read lazily: `next build` and config checks need no secret files.
      secret: () => env.AUTH_SECRET ?? readOrCreateSecret(path.join(dataDir, "secrets", "auth-secret")),
      oidc: env.AUTH_OIDC_ISSUER
        ? {
            issuer: env.AUTH_OIDC_ISSUER,
            clientId: env.AUTH_OIDC_CLIENT_ID ?? "",
            clientSecret: env.AUTH_OIDC_CLIENT_SECRET ?? "",
            name: env.AUTH_OIDC_NAME,
          }
        : null,
      maxFailures: env.SIGNIN_MAX_FAILURES,
      lockMinutes: env.SIGNIN_LOCK_MINUTES,
      slowdownMs: env.SIGNIN_SLOWDOWN_MS,
      session: { idleMinutes: env.SESSION_IDLE_MINUTES, absoluteHours: env.SESSION_ABSOLUTE_HOURS },
    },
    audit: auditConfig(env, dataDir),
    deletion: { fourEyes: env.DELETION_FOUR_EYES === "on" },
    reconcileIntervalSeconds: env.RECONCILE_INTERVAL_SECONDS,
    /** How old an intent must be before the reconciler reads the service to settle it. */
    reconcileAfterMs: env.RECONCILE_AFTER_SECONDS * 1000,
    trustedProxies: () => parseTrustedProxies(env.TRUSTED_PROXIES),
    approval: { fourEyes: env.APPROVAL_FOUR_EYES === "on" },
    /** How long a false-positive AML verdict stands before the hit comes back for review. */
    aml: { falsePositiveMonths: env.AML_FALSE_POSITIVE_MONTHS },
    caseIndex: {
      syncSeconds: env.CASE_INDEX_SYNC_SECONDS,
      refreshAfterMs: env.CASE_INDEX_REFRESH_SECONDS * 1000,
      reconcileEveryMs: env.CASE_INDEX_RECONCILE_HOURS * 3_600_000,
      leaseMs: env.CASE_INDEX_LEASE_SECONDS * 1000,
    },
    review: { due: { hours: env.REVIEW_DEADLINE_HOURS, redFlagHours: env.REVIEW_DEADLINE_HOURS_RED_FLAG } },
    retention: {
      years: { approved: env.RETENTION_APPROVED_YEARS, rejected: env.RETENTION_REJECTED_YEARS },
      retiredPublicKeys: () =>
        env.AUDIT_RETIRED_PUBLIC_KEYS_FILE ? readFileSync(env.AUDIT_RETIRED_PUBLIC_KEYS_FILE, "utf8") : "",
    },
  };
}

const trimSlash = (url: string) => url.replace(/\/+$/, "");

/** Without KYC_API_KEY, the embedded service's development key is used. */
function readDevApiKey(dataDir: string): string {
  const file = path.join(dataDir, "kyc-service", "dev-api-key");
  if (!existsSync(file)) {
    throw new ConfigError(
      `Dashboard configuration: KYC_API_KEY is not set and the development key ${file} does not exist yet. ` +
        "Start the embedded service once (npm run dev or npm run service) or set KYC_API_KEY.",
    );
  }
  return readFileSync(file, "utf8").trim();
}

/** The CA that signed the service's certificate: KYC_CA_FILE, else the development CA if present. */
function readCa(caFile: string | undefined, dataDir: string): string | undefined {
  if (caFile) {
    const file = path.resolve(caFile);
    if (!existsSync(file)) {
      throw new ConfigError(
        `Dashboard configuration: KYC_CA_FILE points to ${file}, which does not exist. Give the PEM file of the CA that signed the KYC service's certificate, or unset it to use the system CAs.`,
      );
    }
    const pem = readFileSync(file, "utf8");
    if (!pem.includes("-----BEGIN CERTIFICATE-----")) {
      throw new ConfigError(`Dashboard configuration: KYC_CA_FILE (${file}) is not a PEM certificate.`);
    }
    return pem;
  }
  const devCa = path.join(dataDir, "certs", "ca.pem");
  return existsSync(devCa) ? readFileSync(devCa, "utf8") : undefined;
}

let cached: DashboardEnv | undefined;

/** The validated environment, read on first use. */
export function env(): DashboardEnv {
  cached ??= loadDashboardEnv();
  return cached;
}
