import { describe, expect, it } from "vitest";
import { loadServiceConfig } from "./env";

describe("KYC service configuration", () => {
  it("defaults to port 8443 and everything under .data", () => {
    const config = loadServiceConfig({});
    expect(config.port).toBe(8443);
    expect(config.devApiKeyFile).toMatch(/\.data\/kyc-service\/dev-api-key$/);
    expect(config.tls.generated).toBe(true);
    expect(config.amlDemoLists).toBe(true);
  });

  it("turns the demo AML lists off, and names a bad value", () => {
    expect(loadServiceConfig({ KYC_AML_DEMO_LISTS: "off" }).amlDemoLists).toBe(false);
    expect(() => loadServiceConfig({ KYC_AML_DEMO_LISTS: "no" })).toThrow(/KYC_AML_DEMO_LISTS/);
  });

  it("names a bad port", () => {
    expect(() => loadServiceConfig({ KYC_SERVICE_PORT: "https" })).toThrow(
      /^KYC service configuration: KYC_SERVICE_PORT .*\(got "https"\)/,
    );
  });

  it("names a missing certificate file", () => {
    expect(() =>
      loadServiceConfig({
        KYC_SERVICE_TLS_CERT: "/nowhere/cert.pem",
        KYC_SERVICE_TLS_KEY: "/nowhere/key.pem",
      }),
    ).toThrow(/KYC_SERVICE_TLS_CERT points to a file that does not exist/);
  });

  it("wants the certificate and key together", () => {
    expect(() => loadServiceConfig({ KYC_SERVICE_TLS_CERT: "/etc/hostname" })).toThrow(
      /set both KYC_SERVICE_TLS_CERT and KYC_SERVICE_TLS_KEY/,
    );
  });

  it("does not echo a database URL, which may hold a password", () => {
    expect(() => loadServiceConfig({ KYC_SERVICE_DATABASE_URL: "mysql://user:secret@db/x" })).toThrow(
      /^(?!.*secret).*KYC_SERVICE_DATABASE_URL must start with file:/,
    );
  });

  it("runs one face worker by default and names a bad thread count", () => {
    expect(loadServiceConfig({}).faces).toEqual({ threads: 1, maxQueue: 32, jobTimeoutMs: 30_000 });
    expect(() => loadServiceConfig({ KYC_SERVICE_FACE_THREADS: "0" })).toThrow(/KYC_SERVICE_FACE_THREADS/);
  });
});
