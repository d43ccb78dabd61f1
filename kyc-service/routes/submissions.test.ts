// GET /v2/submission against the real service over HTTPS.
import http from "node:http";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { Agent, fetch } from "undici";
import { SubmissionList } from "@/common/kyc-api/schemas";
import { KycApiError } from "@/lib/kyc/errors";
import { serviceDb, serviceInfo, testClient } from "@/tests/support/kyc-service";
import { createProject } from "../projects/projects";

const userid = `list-test-${randomUUID()}`;
const total = 25;

async function rawGet(path: string, apiKey?: string) {
  const info = serviceInfo();
  const response = await fetch(`${info.baseUrl}${path}`, {
    headers: apiKey === undefined ? {} : { "x-api-key": apiKey },
    dispatcher: new Agent({ connect: { ca: info.ca } }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  const db = await serviceDb();
  const base = Date.parse("2026-01-01T00:00:00.000Z");
  // Fixtures through the database: pairs of rows share a timestamp to test the id tiebreak.
  await db.submission.createMany({
    data: Array.from({ length: total }, (_, i) => ({
      id: `${userid}-${String(i).padStart(3, "0")}`,
      projectId: "demo-project",
      createdAt: new Date(base + Math.floor(i / 2) * 1000),
      email: `person${i}@example.com`,
      userid,
      idType: "passport",
      issuingCountry: "KOR",
      name: `Person ${i}`,
      identityNumber: "900101-1234567",
      ipAddress: "203.0.113.7",
    })),
  });
});

describe("GET /v2/submission", () => {
  it("refuses a missing or unknown key with 403 Forbidden", async () => {
    expect(await rawGet("/v2/submission")).toEqual({ status: 403, body: { message: "Forbidden" } });
    expect(await rawGet("/v2/submission", "kyc_not-a-real-key")).toEqual({
      status: 403,
      body: { message: "Forbidden" },
    });
    await expect(testClient({ apiKey: "kyc_wrong-key-0000" }).listSubmissions()).rejects.toMatchObject({
      status: 403,
      code: "forbidden",
    });
  });

  it("fails a plain-HTTP request", async () => {
    const { port } = serviceInfo();
    const outcome = await new Promise<string>((resolve) => {
      const req = http.get({ host: "127.0.0.1", port, path: "/v2/submission" }, (res) =>
        resolve(`answered ${res.statusCode}`),
      );
      req.on("error", (error) => resolve(`failed: ${(error as NodeJS.ErrnoException).code}`));
    });
    expect(outcome).toMatch(/^failed/);
  });

  it("pages newest first with nextpageKey until the last page, losing and repeating nothing", async () => {
    const client = testClient();
    const seen: string[] = [];
    let nextpage: { id: string; created_at: string } | undefined;
    for (let page = 0; page < 10; page++) {
      const result = await client.listSubmissions({ userid, count: 10, nextpage });
      seen.push(...result.Items.map((item) => item.submission_id));
      nextpage = result.nextpageKey;
      if (!nextpage) break;
      expect(nextpage.id).toBe(result.Items.at(-1)!.submission_id);
    }
    const expected = Array.from(
      { length: total },
      (_, i) => `${userid}-${String(total - 1 - i).padStart(3, "0")}`,
    );
    expect(seen).toEqual(expected);
  });

  it("returns no nextpageKey when the page holds everything", async () => {
    const result = await testClient().listSubmissions({ userid, count: total });
    expect(result.Items).toHaveLength(total);
    expect(result.nextpageKey).toBeUndefined();
  });

  it("masks the identity number and IP address, and matches the interface's schema", async () => {
    const { body } = await rawGet(`/v2/submission?userid=${userid}&count=1`, serviceInfo().apiKey);
    const list = SubmissionList.parse(body);
    expect(list.Items[0]!.data.identityNumber).toBe("900101-1******");
    expect(list.Items[0]!.data.ip_address).toBe("203.0.113.***");
    expect(JSON.stringify(body)).not.toContain("1234567");
  });

  it("answers a single-submission query with attempts and aml", async () => {
    const record = await testClient().getSubmission(`${userid}-003`);
    expect(record?.submission_id).toBe(`${userid}-003`);
    expect(record?.kyc.attempts).toEqual([]);
    expect(record?.aml?.currentstatus).toBeDefined();
    expect(await testClient().getSubmission("no-such-submission")).toBeNull();
  });

  it("filters by e-mail", async () => {
    const result = await testClient().listSubmissions({ email: "person7@example.com" });
    expect(result.Items.map((item) => item.submission_id)).toContain(`${userid}-007`);
    expect(result.Items.every((item) => item.email === "person7@example.com")).toBe(true);
  });

  it.each([
    ["count=2001", /count must be from 1 to 2000/],
    ["count=0", /count must be from 1 to 2000/],
    ["count=ten", /count must be a whole number/],
    ["nextpage_id=abc", /must be sent together/],
    ["nextpage_date=2026-01-01T00:00:00.000Z", /must be sent together/],
    ["nextpage_id=abc&nextpage_date=yesterday", /nextpage_date must be/],
    ["userid=a&userid=b", /userid may be given only once/],
  ])("answers 400 naming the problem for %s", async (query, message) => {
    const { status, body } = await rawGet(`/v2/submission?${query}`, serviceInfo().apiKey);
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
  });

  it("never shows one project's submissions to another", async () => {
    const { apiKey } = await createProject(await serviceDb(), `other-${randomUUID()}`);
    const result = await testClient({ apiKey }).listSubmissions({ userid });
    expect(result.Items).toEqual([]);
  });

  it("reports an upstream error as a KycApiError with status, code and path", async () => {
    const error = await testClient({ apiKey: "kyc_wrong-key-0000" })
      .listSubmissions()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KycApiError);
    expect(error).toMatchObject({
      status: 403,
      code: "forbidden",
      message: "Forbidden",
      path: "/v2/submission",
    });
  });
});
