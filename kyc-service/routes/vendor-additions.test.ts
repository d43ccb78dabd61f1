// What the vendor's reference adds to the interface, over HTTPS: the back of the ID at step 1
// and in GET /v2/image, the list's start_date/end_date, DELETE's admin_name, and the aml
// block of a never-screened submission.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { SubmissionList } from "@/common/kyc-api/schemas";
import { serviceDb, testClient } from "@/tests/support/kyc-service";
import { formOf, rawRequest, sampleImage, step1Fields } from "@/tests/support/service-requests";
import { createSubmissionViaStep1 } from "@/tests/support/submissions";

let front: Buffer;
let back: Buffer;
beforeAll(async () => {
  [front, back] = await Promise.all([sampleImage("jpeg"), sampleImage("png", 80, 50)]);
});

const step1 = (files: Record<string, { data: Uint8Array; name: string }>) =>
  rawRequest("POST", "/v2/submission/step1", { form: formOf(step1Fields(), files) });

describe("idBackImage", () => {
  it("is stored at step 1 and served by GET /v2/image beside the front", async () => {
    const { status, body } = await step1({
      idImage: { data: front, name: "front.jpg" },
      idBackImage: { data: back, name: "back.png" },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const file = await testClient().openImage(String(body.submissionId), "idBackImage");
    expect(file.contentType).toBe("image/png");
    expect(Buffer.from(await new Response(file.body).arrayBuffer()).equals(back)).toBe(true);
  });

  it("is optional, and checked as the front is", async () => {
    const id = await createSubmissionViaStep1();
    expect(await rawRequest("GET", `/v2/image?submission_id=${id}&type=idBackImage`)).toMatchObject({
      status: 404,
      body: { message: `Submission ${id} has no idBackImage` },
    });
    const notImage = await step1({
      idImage: { data: front, name: "front.jpg" },
      idBackImage: { data: Buffer.from("not an image"), name: "back.jpg" },
    });
    expect(notImage.status).toBe(400);
    expect(notImage.body.message).toMatch(/idBackImage is not an image/);
    const tooLarge = await step1({
      idImage: { data: front, name: "front.jpg" },
      idBackImage: { data: Buffer.alloc(3 * 1024 * 1024 + 1), name: "back.jpg" },
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toMatch(/idBackImage is larger than 3 MB/);
  });
});

describe("GET /v2/submission with start_date and end_date", () => {
  it("keeps whole UTC days, both ends included, in either of the vendor's spellings", async () => {
    const userid = `dates-${randomUUID()}`;
    const ids = await Promise.all([1, 2, 3].map(() => createSubmissionViaStep1({ userid })));
    const days = ["2026-03-01T00:00:00.000Z", "2026-03-02T23:59:59.999Z", "2026-03-03T00:00:00.000Z"];
    const db = await serviceDb();
    for (const [i, id] of ids.entries())
      await db.submission.update({ where: { id }, data: { createdAt: new Date(days[i]!) } });
    const listed = async (query: string) =>
      SubmissionList.parse(
        (await rawRequest("GET", `/v2/submission?userid=${userid}&${query}`)).body,
      ).Items.map((item) => item.submission_id);
    expect(await listed("start_date=2026-03-01&end_date=2026-03-02")).toEqual([ids[1], ids[0]]);
    expect(await listed("start_date=20260302")).toEqual([ids[2], ids[1]]);
    expect(await listed("end_date=2026-03-01")).toEqual([ids[0]]);
    const client = await testClient().listSubmissions({
      userid,
      start_date: "2026-03-03",
      end_date: "2026-03-03",
    });
    expect(client.Items.map((item) => item.submission_id)).toEqual([ids[2]]);
  });

  it("answers 400 naming the parameter for a bad date or a reversed range", async () => {
    const cases: Array<[string, RegExp]> = [
      ["start_date=2026-02-30", /start_date must be a real date written YYYY-MM-DD/],
      ["end_date=yesterday", /end_date must be a real date/],
      ["start_date=2026-03-02&end_date=2026-03-01", /start_date must not be after end_date/],
      ["start_date=2026-03-01&start_date=2026-03-02", /start_date may be given only once/],
    ];
    for (const [query, message] of cases) {
      const answer = await rawRequest("GET", `/v2/submission?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
  });
});

describe("DELETE /v2/submission with admin_name", () => {
  it("keeps id, dates, ID type, status and who deleted it, and nothing of the applicant", async () => {
    const id = await createSubmissionViaStep1({ email: "gone@example.com" });
    await testClient().deleteSubmission(id, { adminName: "Manager Park" });
    const kept = await (
      await serviceDb()
    ).deletedSubmission.findUniqueOrThrow({ where: { submissionId: id } });
    expect(kept).toMatchObject({
      idType: "government_id",
      kycResult: "incomplete",
      adminName: "Manager Park",
    });
    expect(JSON.stringify(kept)).not.toContain("gone@example.com");
  });

  it("answers 400 for an empty or repeated admin_name and deletes nothing", async () => {
    const id = await createSubmissionViaStep1();
    for (const query of ["admin_name=", "admin_name=a&admin_name=b", `admin_name=${"x".repeat(201)}`]) {
      const answer = await rawRequest("DELETE", `/v2/submission?submission_id=${id}&${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message).toMatch(/admin_name must be the name of who deletes the submission/);
    }
    expect(await testClient().getSubmission(id)).not.toBeNull();
  });
});

describe("aml on a single record", () => {
  it("is present as Not Screened for a submission never screened", async () => {
    const id = await createSubmissionViaStep1();
    expect((await testClient().getSubmission(id))?.aml).toEqual({
      risk_level_summary: "Not Screened",
      currentstatus: "Not Screened",
    });
  });
});

describe("aml_changed_since", () => {
  it("lists only records whose AML result changed at or after the time, each with aml.changed_at", async () => {
    const [changed, unchanged] = [await createSubmissionViaStep1(), await createSubmissionViaStep1()];
    const at = new Date();
    const sdb = await serviceDb();
    const row = await sdb.submission.findUniqueOrThrow({ where: { id: changed } });
    // What a re-screen writes (kyc-service/aml/rescreen.ts), through the one writer of rows.
    const { updateSubmission } = await import("../domain/submission-store");
    await updateSubmission(sdb, row, { amlStatus: "Red Flag", amlRiskLevel: "High", amlChangedAt: at });
    const list = await testClient().listSubmissions({ aml_changed_since: at.toISOString(), count: 2000 });
    const ids = list.Items.map((r) => r.submission_id);
    expect(ids).toContain(changed);
    expect(ids).not.toContain(unchanged);
    expect(list.Items.find((r) => r.submission_id === changed)?.aml).toMatchObject({
      currentstatus: "Red Flag",
      changed_at: at.toISOString(),
    });
    expect(await rawRequest("GET", "/v2/submission?aml_changed_since=yesterday")).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining("aml_changed_since must be a time") },
    });
  });
});
