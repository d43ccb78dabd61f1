// POST /v2/submission/step1 against the real service over HTTPS.
import { readdir } from "node:fs/promises";
import path from "node:path";
import https from "node:https";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { Step1Result, SubmissionList } from "@/common/kyc-api/schemas";
import { serviceDb, serviceInfo, testClient } from "@/tests/support/kyc-service";
import { bombPng } from "@/tests/support/bomb-png";
import { formOf, rawRequest, sampleImage, step1Fields } from "@/tests/support/service-requests";

let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await sampleImage("jpeg");
});

const upload = (
  fields: Record<string, string | undefined>,
  idImage?: { data: Uint8Array; name: string; type?: string },
) => rawRequest("POST", "/v2/submission/step1", { form: formOf(fields, idImage ? { idImage } : {}) });

describe("POST /v2/submission/step1", () => {
  it("creates an incomplete submission with the fields, the client IP (masked) and the image", async () => {
    const userid = `step1-${randomUUID()}`;
    const result = await testClient().submitStep1(
      { issuingCountry: "KOR", email: "kim@example.com", idType: "passport", userid, cf1: "campaign-7" },
      { data: new Uint8Array(jpeg), name: "passport.jpg", type: "image/jpeg" },
    );
    expect(Step1Result.parse(result)).toMatchObject({ file_upload: true });
    const record = await testClient().getSubmission(result.submissionId);
    expect(record).toMatchObject({
      submission_id: result.submissionId,
      email: "kim@example.com",
      userid,
      kyc: { result: "incomplete", attempts: [] },
      data: { idType: "passport", idcard_issuingCountry: "KOR", cf1: "campaign-7" },
    });
    expect(record!.data.ip_address).toMatch(/\*/);
    const list = SubmissionList.parse((await rawRequest("GET", `/v2/submission?userid=${userid}`)).body);
    expect(list.Items).toHaveLength(1);
  });

  it("stores the image under a name the service chose, whatever the client called it", async () => {
    const png = await sampleImage("png");
    const { status, body } = await upload(step1Fields(), {
      data: png,
      name: "../../../etc/evil.jpg",
      type: "image/jpeg",
    });
    expect(status).toBe(200);
    const row = await (
      await serviceDb()
    ).submission.findUniqueOrThrow({ where: { id: String(body.submissionId) } });
    expect(row.idImageType).toBe("image/png");
    expect(row.idImagePath).toMatch(new RegExp(`^${row.id}/idImage-[0-9a-f-]+\\.png$`));
    const files = await readdir(path.join(serviceInfo().dataDir, "kyc-service", "files", row.id));
    expect(files).toEqual([path.basename(row.idImagePath!)]);
  });

  it.each([
    ["a text file named .jpg", () => Buffer.from("hello, I am not a picture"), /idImage is not an image/],
    ["a truncated JPEG", () => jpeg.subarray(0, Math.floor(jpeg.length / 2)), /idImage could not be decoded/],
    [
      "a GIF",
      () => Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"),
      /only JPEG and PNG/,
    ],
    ["an empty file", () => Buffer.alloc(0), /idImage is empty/],
    [
      "a decompression-bomb PNG (144 megapixels in a small file)",
      () => bombPng(),
      /idImage has too many pixels: 12000 x 12000 is 144 megapixels, at most 50 megapixels are accepted/,
    ],
  ])("answers 400 for %s", async (_, data, message) => {
    const { status, body } = await upload(step1Fields(), {
      data: data(),
      name: "id.jpg",
      type: "image/jpeg",
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
  });

  it.each([
    [{ email: undefined }, /email is required/],
    [{ email: "not-an-address" }, /email is invalid/],
    [{ issuingCountry: "XXX" }, /issuingCountry must be an ISO 3166-1 alpha-3/],
    [{ issuingCountry: "kr" }, /issuingCountry is invalid/],
    [{ idType: "library_card" }, /idType is invalid/],
  ])("answers 400 naming the field for %o", async (overrides, message) => {
    const { status, body } = await upload(step1Fields(overrides), { data: jpeg, name: "id.jpg" });
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
  });

  it("answers 400 without an idImage, or with a file under another name", async () => {
    expect((await upload(step1Fields())).body.message).toMatch(/idImage is required/);
    const other = await rawRequest("POST", "/v2/submission/step1", {
      form: formOf(step1Fields(), { photo: { data: jpeg, name: "a.jpg" } }),
    });
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/unexpected file field photo/);
  });

  it("answers 400 for a body that is not multipart", async () => {
    const { status, body } = await rawRequest("POST", "/v2/submission/step1", { json: step1Fields() });
    expect(status).toBe(400);
    expect(body.message).toMatch(/multipart\/form-data/);
  });

  it("answers 413 for an image over 3 MB and keeps nothing of it", async () => {
    const big = Buffer.concat([jpeg, Buffer.alloc(3 * 1024 * 1024)]);
    const incomingDir = path.join(serviceInfo().dataDir, "kyc-service", "files", ".incoming");
    const listIncoming = () => readdir(incomingDir).catch(() => [] as string[]);
    const before = new Set(await listIncoming());
    const { status, body } = await upload(step1Fields(), { data: big, name: "id.jpg" });
    expect(status).toBe(413);
    expect(body.message).toMatch(/^Request Entity Too Large: idImage is larger than 3 MB/);
    // Other test files upload to the same service meanwhile: of the files that appeared
    // during this request, none may stay (theirs leave when their requests end).
    const appeared = (await listIncoming()).filter((name) => !before.has(name));
    const stillThere = async () => {
      const now = new Set(await listIncoming());
      return appeared.filter((name) => now.has(name));
    };
    await expect.poll(stillThere, { timeout: 5_000 }).toEqual([]);
  });

  it("answers 413 from the Content-Length alone for a request over the whole-request cap", async () => {
    // Only the headers and a first chunk are sent: the answer must come before the body, and
    // the service then closes the connection rather than read 12 MB it will refuse.
    const info = serviceInfo();
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = https.request(`${info.baseUrl}/v2/submission/step1`, {
        method: "POST",
        ca: info.ca,
        headers: {
          "x-api-key": info.apiKey,
          "content-type": "multipart/form-data; boundary=cap",
          "content-length": String(12 * 1024 * 1024),
        },
      });
      request.on("response", (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      });
      request.on("error", reject);
      request.write(Buffer.alloc(64 * 1024));
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text).message).toMatch(/^Request Entity Too Large/);
  });

  it("refuses a request without a key", async () => {
    const { status, body } = await rawRequest("POST", "/v2/submission/step1", {
      apiKey: null,
      form: formOf(step1Fields(), { idImage: { data: jpeg, name: "a.jpg" } }),
    });
    expect({ status, body }).toEqual({ status: 403, body: { message: "Forbidden" } });
  });

  it("answers a keyless upload still being sent with its 403, not a broken connection", async () => {
    // Half of a 2 MB body, a pause in which the 403 arrives, then the rest: the service must
    // read the declared body to its end rather than close the connection under the sender
    // (which then sees EPIPE or a reset instead of the answer; one Vitest run in several did).
    const info = serviceInfo();
    const half = Buffer.alloc(1024 * 1024, 0x61);
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = https.request(`${info.baseUrl}/v2/submission/step1`, {
        method: "POST",
        ca: info.ca,
        headers: { "content-type": "multipart/form-data; boundary=keyless", "content-length": "2097152" },
      });
      let text = "";
      let status = 0;
      request.on("response", (response) => {
        status = response.statusCode ?? 0;
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => {
          // The answer came while the body was still on its way: send the rest, then resolve.
          request.end(half, () => resolve({ status, text }));
        });
      });
      request.on("error", reject);
      request.write(half);
    });
    expect(answer).toEqual({ status: 403, text: JSON.stringify({ message: "Forbidden" }) });
  });
});
