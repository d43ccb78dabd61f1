import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadDashboardEnv } from "./env";

function dataDirWithKey() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "env-"));
  mkdirSync(path.join(dir, "kyc-service"));
  writeFileSync(path.join(dir, "kyc-service", "dev-api-key"), "kyc_devkey1234\n");
  return dir;
}

describe("dashboard configuration", () => {
  it("works with no variables at all, using the development key and defaults", () => {
    const dir = dataDirWithKey();
    const env = loadDashboardEnv({ KYC_DATA_DIR: dir });
    expect(env.kyc.apiKey).toBe("kyc_devkey1234");
    expect(env.kyc.legacyBaseUrl).toBe("https://localhost:8443");
    expect(env.kyc.baseUrl).toBe("https://localhost:8443");
    expect(env.databaseUrl).toBe(`file:${path.join(dir, "dashboard.db")}`);
  });

  it("keeps the v2 and v3 base URLs apart", () => {
    const env = loadDashboardEnv({
      KYC_DATA_DIR: dataDirWithKey(),
      KYC_API_BASE_URL: "https://legacy.example.com/",
      KYC_API_V3_BASE_URL: "https://api.example.com",
    });
    expect(env.kyc.legacyBaseUrl).toBe("https://legacy.example.com");
    expect(env.kyc.baseUrl).toBe("https://api.example.com");
  });

  it("names the variable of a malformed URL in one line", () => {
    expect(() =>
      loadDashboardEnv({ KYC_DATA_DIR: dataDirWithKey(), KYC_API_BASE_URL: "http://plain.example.com" }),
    ).toThrow(
      /^Dashboard configuration: KYC_API_BASE_URL must be an https:\/\/ URL.*\(got "http:\/\/plain.example.com"\)/,
    );
    expect(() => loadDashboardEnv({ KYC_DATA_DIR: dataDirWithKey(), KYC_API_BASE_URL: "not a url" })).toThrow(
      /KYC_API_BASE_URL/,
    );
  });

  it("says which CA file is missing", () => {
    expect(() =>
      loadDashboardEnv({ KYC_DATA_DIR: dataDirWithKey(), KYC_CA_FILE: "/nowhere/ca.pem" }),
    ).toThrow(/KYC_CA_FILE points to \/nowhere\/ca.pem, which does not exist/);
  });

  it("says how to get a key when there is none, without printing secrets", () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), "env-"));
    expect(() => loadDashboardEnv({ KYC_DATA_DIR: empty })).toThrow(/KYC_API_KEY is not set.*npm run dev/);
    expect(() => loadDashboardEnv({ KYC_DATA_DIR: empty, KYC_API_KEY: "short" })).toThrow(
      /^(?!.*short").*KYC_API_KEY is too short/,
    );
  });

  it("takes the review deadlines by risk, refusing a red flag due later than other cases", () => {
    const dir = dataDirWithKey();
    expect(loadDashboardEnv({ KYC_DATA_DIR: dir }).review.due).toEqual({ hours: 24, redFlagHours: 8 });
    expect(
      loadDashboardEnv({
        KYC_DATA_DIR: dir,
        REVIEW_DEADLINE_HOURS: "48",
        REVIEW_DEADLINE_HOURS_RED_FLAG: "2",
      }).review.due,
    ).toEqual({ hours: 48, redFlagHours: 2 });
    expect(() => loadDashboardEnv({ KYC_DATA_DIR: dir, REVIEW_DEADLINE_HOURS: "4" })).toThrow(
      /REVIEW_DEADLINE_HOURS_RED_FLAG must be at most REVIEW_DEADLINE_HOURS/,
    );
    expect(() => loadDashboardEnv({ KYC_DATA_DIR: dir, REVIEW_DEADLINE_HOURS_RED_FLAG: "soon" })).toThrow(
      /REVIEW_DEADLINE_HOURS_RED_FLAG must be a number of hours/,
    );
  });

  it("rejects a database URL of an unsupported kind", () => {
    expect(() => loadDashboardEnv({ KYC_DATA_DIR: dataDirWithKey(), DATABASE_URL: "mysql://x" })).toThrow(
      /DATABASE_URL must start with file:/,
    );
  });

  it("keeps audit digests in a directory by default, or in an S3 bucket, never both", () => {
    const dir = dataDirWithKey();
    const plain = loadDashboardEnv({ KYC_DATA_DIR: dir }).audit;
    expect(plain.digestTarget).toEqual({ kind: "directory", dir: path.join(dir, "audit-digests") });
    expect(plain).toMatchObject({ digestIntervalMs: 300_000, verifyIntervalMs: 3_600_000 });
    const s3 = loadDashboardEnv({
      KYC_DATA_DIR: dir,
      AUDIT_DIGEST_S3_BUCKET: "audit-digests",
      AUDIT_DIGEST_S3_ENDPOINT: "https://s3.example.test",
      AUDIT_DIGEST_S3_PATH_STYLE: "on",
      AUDIT_DIGEST_S3_ACCESS_KEY_ID: "id",
      AUDIT_DIGEST_S3_SECRET_ACCESS_KEY: "secret",
      AUDIT_DIGEST_INTERVAL_SECONDS: "60",
      AUDIT_VERIFY_INTERVAL_MINUTES: "0",
    }).audit;
    expect(s3).toMatchObject({
      digestTarget: {
        kind: "s3",
        bucket: "audit-digests",
        prefix: "audit-digests/",
        endpoint: "https://s3.example.test",
        pathStyle: true,
        credentials: { accessKeyId: "id", secretAccessKey: "secret" },
      },
      digestIntervalMs: 60_000,
      verifyIntervalMs: 0,
    });
    expect(() =>
      loadDashboardEnv({
        KYC_DATA_DIR: dir,
        AUDIT_DIGEST_DIR: "/d",
        AUDIT_DIGEST_S3_BUCKET: "audit-digests",
      }),
    ).toThrow(/AUDIT_DIGEST_S3_BUCKET must not be set together with AUDIT_DIGEST_DIR/);
    expect(() =>
      loadDashboardEnv({
        KYC_DATA_DIR: dir,
        AUDIT_DIGEST_S3_BUCKET: "b12",
        AUDIT_DIGEST_S3_ACCESS_KEY_ID: "id",
      }),
    ).toThrow(/AUDIT_DIGEST_S3_SECRET_ACCESS_KEY and AUDIT_DIGEST_S3_ACCESS_KEY_ID must be set together/);
    expect(() => loadDashboardEnv({ KYC_DATA_DIR: dir, AUDIT_DIGEST_INTERVAL_SECONDS: "1" })).toThrow(
      /AUDIT_DIGEST_INTERVAL_SECONDS/,
    );
  });
});
