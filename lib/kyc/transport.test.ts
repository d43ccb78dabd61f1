// The client's transport against a deliberately misbehaving local HTTPS upstream (a real
// TLS server whose answers each test scripts), for what the real service never does on
// purpose: 503s, hangs, HTML error pages, malformed JSON.
import https from "node:https";
import type { AddressInfo } from "node:net";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ensureDevCertificates } from "@/kyc-service/setup/certificates";
import { createKycClient } from "./client";
import { KycApiError } from "./errors";

type Handler = (req: { method: string; url: string }, res: import("node:http").ServerResponse) => void;
let script: Handler[] = [];
let calls: string[] = [];
let server: https.Server;
let baseUrl: string;
let ca: string;

beforeAll(async () => {
  const certs = await ensureDevCertificates(
    path.join(mkdtempSync(path.join(os.tmpdir(), "transport-")), "certs"),
  );
  ca = readFileSync(certs.caFile, "utf8");
  server = https.createServer(
    { key: readFileSync(certs.keyFile), cert: readFileSync(certs.certFile) },
    (req, res) => {
      calls.push(`${req.method} ${req.url}`);
      const handler = script.shift() ?? ((_, r) => r.writeHead(500).end());
      handler({ method: req.method!, url: req.url! }, res);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  script = [];
  calls = [];
});

const json =
  (status: number, body: unknown): Handler =>
  (_, res) =>
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
const emptyList = json(200, { Items: [] });
const client = (timeoutMs = 2_000) =>
  createKycClient({
    legacyBaseUrl: baseUrl,
    baseUrl,
    apiKey: "kyc_test-key",
    ca,
    timeoutMs,
    retryDelayMs: 5,
  });

async function failure(promise: Promise<unknown>): Promise<KycApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(KycApiError);
  return error as KycApiError;
}

describe("KYC transport", () => {
  it("retries a read after 502, 503 and 504, then succeeds", async () => {
    script = [json(503, { message: "busy" }), json(502, {}), emptyList];
    await expect(client().listSubmissions()).resolves.toEqual({ Items: [] });
    expect(calls).toHaveLength(3);
  });

  it("validates a list page: a record with an unknown result is refused, naming where", async () => {
    const record = {
      submission_id: "s1",
      created_at: "2026-03-01T00:00:00.000Z",
      email: "a@example.com",
      data: { name: "A", identityNumber: "900101-1234567" },
      kyc: { result: "pending", attempts: [{ attemptCnt: 1 }] },
    };
    script = [json(200, { Items: [record] }), json(200, { Items: [{ ...record, kyc: { result: "done" } }] })];
    await expect(client().listSubmissions()).resolves.toEqual({ Items: [record] });
    const error = await failure(client().listSubmissions());
    expect(error).toMatchObject({ status: 502, code: "malformed_response", path: "/v2/submission" });
    expect(error.message).toContain("Items.0.kyc.result");
  });

  it("gives up after the retries with the last status", async () => {
    script = [json(504, {}), json(504, {}), json(504, {})];
    const error = await failure(client().listSubmissions());
    expect(error).toMatchObject({ status: 504, code: "timeout", path: "/v2/submission" });
    expect(calls).toHaveLength(3);
  });

  it("never retries a write", async () => {
    script = [json(503, { message: "busy" }), json(200, { message: "success", content: "deleted" })];
    await failure(client().deleteSubmission("abc"));
    expect(calls).toEqual(["DELETE /v2/submission?submission_id=abc"]);
  });

  it("does not retry a client error, and keeps the interface's errorCode", async () => {
    script = [
      json(400, { message: "invaild request type.", errorCode: "invalid_request_type", success: false }),
    ];
    const error = await failure(
      client().verifyAccount({
        submissionId: "s",
        requestType: "occupancy",
        userName: "A",
        bankCode: "004",
        accountNumber: "1",
      }),
    );
    expect(error).toMatchObject({
      status: 400,
      code: "invalid_request_type",
      message: "invaild request type.",
      path: "/v3/submission/validationaccount",
    });
    expect(calls).toHaveLength(1);
  });

  it("times out a hanging call with a clear error", async () => {
    script = [() => {}, () => {}, () => {}];
    const error = await failure(client(300).deleteSubmission("abc"));
    expect(error).toMatchObject({ status: 0, code: "timeout" });
    expect(error.userMessage).toMatch(/did not answer in time/);
  });

  it("turns a body that is not JSON into a malformed_response error", async () => {
    script = [
      (_, res) => res.writeHead(200, { "content-type": "text/html" }).end("<html>proxy error</html>"),
    ];
    const error = await failure(client().listSubmissions());
    expect(error).toMatchObject({ status: 502, code: "malformed_response" });
    expect(error.message).toMatch(/not JSON/);
  });

  it("turns JSON of the wrong shape into a malformed_response error naming the field", async () => {
    script = [
      json(200, { Items: [{ submission_id: "x", created_at: "2026-01-01", kyc: { result: "maybe" } }] }),
    ];
    const error = await failure(client().listSubmissions());
    expect(error.message).toMatch(/Items\.0\.kyc\.result/);
    expect(error.userMessage).not.toMatch(/maybe/);
  });

  it("falls back to the documented message when an error body is an HTML page", async () => {
    script = [(_, res) => res.writeHead(413, { "content-type": "text/html" }).end("<h1>too big</h1>")];
    const error = await failure(
      client().submitStep1(
        { issuingCountry: "KOR", email: "a@b.co", idType: "passport" },
        { data: new Uint8Array(3), name: "id.png", type: "image/png" },
      ),
    );
    expect(error).toMatchObject({ status: 413, code: "too_large", message: "Request Entity Too Large" });
  });

  it("keeps v2 and v3 paths on their own base URLs and sends the key", async () => {
    const seen: string[] = [];
    script = [
      (req, res) => {
        seen.push(req.url);
        json(200, { formatted_address: "a", compound_code: "b", global_code: "c" })(req, res);
      },
    ];
    await client().addressCode("37.5665,126.9780");
    expect(seen).toEqual(["/v3/address_code"]);
  });

  it("reports an untrusted certificate as a network error that names the fix", async () => {
    const untrusting = createKycClient({
      legacyBaseUrl: baseUrl,
      baseUrl,
      apiKey: "k".repeat(10),
      timeoutMs: 2_000,
      readRetries: 0,
    });
    const error = await failure(untrusting.listSubmissions());
    expect(error).toMatchObject({ status: 0, code: "network" });
    expect(error.message).toMatch(/KYC_CA_FILE/);
  });

  it("refuses a download of the wrong content type", async () => {
    script = [(_, res) => res.writeHead(200, { "content-type": "text/html" }).end("<html></html>")];
    const error = await failure(client().openImage("abc", "idImage"));
    expect(error).toMatchObject({ code: "malformed_response" });
  });
});
