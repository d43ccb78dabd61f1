// The vendor's published sample bodies (samples.ts) against the client's schemas, then
// through the real client from a local HTTPS server standing in for the vendor (which cannot
// run here), checking what the client sends (paths, query names, JSON bodies) and that it
// reads what the vendor answers (error bodies, bare arrays, untyped image downloads).
import https from "node:https";
import type { AddressInfo } from "node:net";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDevCertificates } from "@/kyc-service/setup/certificates";
import { createKycClient } from "../client";
import { KycApiError } from "../errors";
import { sampleImage } from "@/tests/support/service-requests";
import { vendorSamples } from "./samples";

const sample = (name: string) => vendorSamples.find((s) => s.name === name)!.body;

describe("the vendor's sample bodies", () => {
  it.each(vendorSamples.map((s) => [s.name, s] as const))("%s parses with the client's schema", (_, s) => {
    const parsed = s.schema.safeParse(s.body);
    expect(parsed.error?.issues ?? [], s.source).toEqual([]);
  });
});

type Seen = { method: string; url: string; body: string };
let seen: Seen[] = [];
let answers: Array<[number, unknown, string?]> = [];
let server: https.Server;
let client: ReturnType<typeof createKycClient>;

beforeAll(async () => {
  const certs = await ensureDevCertificates(
    path.join(mkdtempSync(path.join(os.tmpdir(), "vendor-")), "certs"),
  );
  server = https.createServer(
    { key: readFileSync(certs.keyFile), cert: readFileSync(certs.certFile) },
    (req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        seen.push({ method: req.method!, url: req.url!, body });
        const [status, answer, type] = answers.shift() ?? [500, { message: "unscripted" }];
        if (Buffer.isBuffer(answer)) res.writeHead(status, type ? { "content-type": type } : {}).end(answer);
        else res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(answer));
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client = createKycClient({
    legacyBaseUrl: baseUrl,
    baseUrl,
    apiKey: "kyc_test-key",
    ca: readFileSync(certs.caFile, "utf8"),
    timeoutMs: 2_000,
    retryDelayMs: 5,
  });
});

afterAll(async () => {
  await client.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const exchange = async <T>(status: number, answer: unknown, call: () => Promise<T>) => {
  seen = [];
  answers = [[status, answer]];
  const result = await call();
  return { result, request: seen[0]! };
};

describe("the client against a stand-in vendor serving the samples", () => {
  it("reviews with POST /v3/submission/review in the vendor's body", async () => {
    const review = sample("review request, rejection with corrections") as Parameters<
      typeof client.reviewSubmission
    >[0];
    const { result, request } = await exchange(200, sample("review answer"), () =>
      client.reviewSubmission(review),
    );
    expect(request).toMatchObject({ method: "POST", url: "/v3/submission/review" });
    expect(JSON.parse(request.body)).toEqual(review);
    expect(result.finalStatus).toBe("approved");
  });

  it("deletes with admin_name and reads the vendor's error body", async () => {
    seen = [];
    answers = [[400, sample("delete of an unknown id")]];
    const error = await client
      .deleteSubmission("sub-x", { adminName: "Manager Park" })
      .catch((e: unknown) => e);
    expect(seen[0]!.url).toBe("/v2/submission?submission_id=sub-x&admin_name=Manager+Park");
    expect(error).toBeInstanceOf(KycApiError);
    expect(error).toMatchObject({ status: 400, message: expect.stringContaining("not Exist Submission ID") });
  });

  it("reads duplicates as the bare array, current and older pages alike", async () => {
    for (const name of ["duplicates, current page", "duplicates, older page"]) {
      const { result } = await exchange(200, sample(name), () =>
        client.listApplicantSubmissions("applicant-1"),
      );
      expect(result).toEqual(sample(name));
    }
  });

  it("sends start_date and end_date on the list", async () => {
    const { request, result } = await exchange(200, sample("list page with a next-page key"), () =>
      client.listSubmissions({ start_date: "2026-03-01", end_date: "2026-03-02", count: 50 }),
    );
    expect(request.url).toBe("/v2/submission?count=50&start_date=2026-03-01&end_date=2026-03-02");
    expect(result.nextpageKey?.id).toBe("sub-3");
  });

  it("takes an image download without a documented content type, recognised by its bytes", async () => {
    const png = await sampleImage("png", 40, 30);
    answers = [[200, png, "application/octet-stream"]];
    const file = await client.openImage("sub-1", "idBackImage");
    expect(file.contentType).toBe("image/png");
    expect(Buffer.from(await new Response(file.body).arrayBuffer()).equals(png)).toBe(true);
    answers = [[200, Buffer.from("<html>error</html>"), "text/html"]];
    await expect(client.openImage("sub-1", "idImage")).rejects.toMatchObject({ code: "malformed_response" });
  });

  it("keeps the step 2 retry array of the vendor's answer", async () => {
    const answer = sample("step 2 retry, the vendor's current shape");
    const { result } = await exchange(200, answer, () =>
      client.submitStep2(
        { submissionId: "sub-1", name: "Hong Gildong", date_of_birth: "1990-03-04" },
        { faceImage: { data: new Uint8Array([1]), name: "s.jpg", type: "image/jpeg" } },
      ),
    );
    expect(result).toEqual(answer);
  });
});
