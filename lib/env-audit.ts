// The audit log's settings, part of the dashboard's environment (lib/env.ts reads and
// validates them with the rest): its keys, where signed digests go (a directory or an
// S3-compatible bucket), and how often digests and the scheduled verification run.
import path from "node:path";
import { z } from "zod";
import { readOrCreateSecret } from "../common/config/secret-file";

const secret32 = z.string().min(32, "must be at least 32 characters (try: openssl rand -base64 32)");

export const auditEnvSchema = {
  AUDIT_HMAC_KEY: secret32.optional(),
  AUDIT_CHAIN_KEY: secret32.optional(),
  AUDIT_CHAIN_UNKEYED_UNTIL: z.coerce
    .number({
      error: "must be the seq of the last audit event recorded before the chain was keyed (0: none)",
    })
    .int()
    .min(0)
    .max(2_147_483_647)
    .default(0),
  AUDIT_SIGNING_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{43}$/,
      "must be 32 random bytes, base64url (try: openssl rand 32 | basenc --base64url)",
    )
    .optional(),
  AUDIT_DIGEST_DIR: z.string().optional(),
  AUDIT_DIGEST_S3_BUCKET: z.string().min(3, "must be a bucket name").optional(),
  AUDIT_DIGEST_S3_PREFIX: z.string().default("audit-digests/"),
  AUDIT_DIGEST_S3_ENDPOINT: z.url({ error: "must be the URL of the S3-compatible service" }).optional(),
  AUDIT_DIGEST_S3_REGION: z.string().default("us-east-1"),
  AUDIT_DIGEST_S3_ACCESS_KEY_ID: z.string().optional(),
  AUDIT_DIGEST_S3_SECRET_ACCESS_KEY: z.string().optional(),
  AUDIT_DIGEST_S3_PATH_STYLE: z.enum(["on", "off"]).default("off"),
  AUDIT_DIGEST_EVERY: z.coerce
    .number({ error: "must be a whole number of events" })
    .int()
    .min(1)
    .max(1_000_000)
    .default(1000),
  AUDIT_DIGEST_INTERVAL_SECONDS: z.coerce
    .number({ error: "must be a whole number of seconds" })
    .int()
    .min(5)
    .max(3600)
    .default(300),
  AUDIT_VERIFY_INTERVAL_MINUTES: z.coerce
    .number({ error: "must be a whole number of minutes (0 turns the scheduled verification off)" })
    .int()
    .min(0)
    .max(10_080)
    .default(60),
};

type AuditEnv = z.infer<z.ZodObject<typeof auditEnvSchema>>;

/** Checks across variables, each as [rule, variable it names, message], for lib/env.ts's refine. */
export const auditEnvRules: [(e: AuditEnv) => boolean, keyof AuditEnv, string][] = [
  [
    (e) => !(e.AUDIT_DIGEST_DIR && e.AUDIT_DIGEST_S3_BUCKET),
    "AUDIT_DIGEST_S3_BUCKET",
    "must not be set together with AUDIT_DIGEST_DIR: digests go to one place",
  ],
  [
    (e) => !!e.AUDIT_DIGEST_S3_ACCESS_KEY_ID === !!e.AUDIT_DIGEST_S3_SECRET_ACCESS_KEY,
    "AUDIT_DIGEST_S3_SECRET_ACCESS_KEY",
    "and AUDIT_DIGEST_S3_ACCESS_KEY_ID must be set together, or neither (the AWS SDK's default credentials)",
  ],
];

export interface S3DigestTarget {
  bucket: string;
  prefix: string;
  endpoint?: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  pathStyle: boolean;
}

/** Where signed digests are kept: a directory, or an S3-compatible bucket. */
export type DigestTarget = { kind: "directory"; dir: string } | ({ kind: "s3" } & S3DigestTarget);

export function auditConfig(e: AuditEnv, dataDir: string) {
  const digestTarget: DigestTarget = e.AUDIT_DIGEST_S3_BUCKET
    ? {
        kind: "s3",
        bucket: e.AUDIT_DIGEST_S3_BUCKET,
        prefix: e.AUDIT_DIGEST_S3_PREFIX,
        endpoint: e.AUDIT_DIGEST_S3_ENDPOINT,
        region: e.AUDIT_DIGEST_S3_REGION,
        credentials:
          e.AUDIT_DIGEST_S3_ACCESS_KEY_ID && e.AUDIT_DIGEST_S3_SECRET_ACCESS_KEY
            ? {
                accessKeyId: e.AUDIT_DIGEST_S3_ACCESS_KEY_ID,
                secretAccessKey: e.AUDIT_DIGEST_S3_SECRET_ACCESS_KEY,
              }
            : undefined,
        pathStyle: e.AUDIT_DIGEST_S3_PATH_STYLE === "on",
      }
    : { kind: "directory", dir: path.resolve(e.AUDIT_DIGEST_DIR ?? path.join(dataDir, "audit-digests")) };
  return {
    hmacKey: () => e.AUDIT_HMAC_KEY ?? readOrCreateSecret(path.join(dataDir, "secrets", "audit-hmac-key")),
    // HMAC key of the chain: without it no one can re-hash a rewritten history (chain-hash.ts).
    chainKey: () => e.AUDIT_CHAIN_KEY ?? readOrCreateSecret(path.join(dataDir, "secrets", "audit-chain-key")),
    // What a verifier needs: the key, and up to which seq an old log may still be unkeyed.
    chainKeys(): { key: string; unkeyedUntil: number } {
      return { key: this.chainKey(), unkeyedUntil: e.AUDIT_CHAIN_UNKEYED_UNTIL };
    },
    // Ed25519 seed that signs the chain's digests; like the other secrets, outside the database.
    signingSeed: () =>
      e.AUDIT_SIGNING_KEY ?? readOrCreateSecret(path.join(dataDir, "secrets", "audit-signing-key")),
    digestTarget,
    digestEvery: e.AUDIT_DIGEST_EVERY,
    digestIntervalMs: e.AUDIT_DIGEST_INTERVAL_SECONDS * 1000,
    verifyIntervalMs: e.AUDIT_VERIFY_INTERVAL_MINUTES * 60_000,
  };
}

export type AuditConfig = ReturnType<typeof auditConfig>;
