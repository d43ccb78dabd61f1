// POST /v2/submission/step2 against the real service over HTTPS: input and state rules.
import { beforeAll, describe, expect, it } from "vitest";
import { serviceDb } from "@/tests/support/kyc-service";
import { formOf, rawRequest, sampleImage } from "@/tests/support/service-requests";
import { createSubmissionViaStep1 } from "@/tests/support/submissions";

let selfie: Buffer;
let submissionId: string;
beforeAll(async () => {
  selfie = await sampleImage("jpeg", 200, 240);
  submissionId = await createSubmissionViaStep1();
});

const step2 = (
  fields: Record<string, string | undefined>,
  files: Record<string, Buffer> = { faceImage: selfie },
) =>
  rawRequest("POST", "/v2/submission/step2", {
    form: formOf(
      { submissionId, name: "Hong Gildong", date_of_birth: "1990-01-01", ...fields },
      Object.fromEntries(Object.entries(files).map(([key, data]) => [key, { data, name: "x.jpg" }])),
    ),
  });

describe("POST /v2/submission/step2: input", () => {
  it.each([
    [{ name: undefined }, /name is required/],
    [{ date_of_birth: undefined }, /date_of_birth is required/],
    [{ date_of_birth: "1990-02-30" }, /date_of_birth is not a real date/],
    [{ date_of_birth: "01/02/1990" }, /date_of_birth is invalid/],
    [{ date_of_birth: "2999-01-01" }, /date_of_birth is in the future/],
    [{ nationality: "ZZZ" }, /nationality must be an ISO 3166-1 alpha-3/],
    [{ gender: "other" }, /gender is invalid/],
    [{ serial_number: "12" }, /serial_number is invalid/],
    [{ submissionId: undefined }, /submissionId is required/],
  ])("answers 400 naming the field for %o", async (fields, message) => {
    const { status, body } = await step2(fields);
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
  });

  it("answers 400 without a selfie, or with a selfie that is not an image", async () => {
    expect((await step2({}, {})).body.message).toMatch(/faceImage is required/);
    const { status, body } = await step2({}, { faceImage: Buffer.from("plain text") });
    expect(status).toBe(400);
    expect(body.message).toMatch(/faceImage is not an image/);
  });

  it("answers 413 for a selfie over 3 MB", async () => {
    const { status, body } = await step2(
      {},
      { faceImage: Buffer.concat([selfie, Buffer.alloc(3 * 1024 * 1024)]) },
    );
    expect(status).toBe(413);
    expect(body.message).toMatch(/faceImage is larger than 3 MB/);
  });
});

describe("POST /v2/submission/step2: state", () => {
  it("refuses an unknown submission with 404", async () => {
    const { status, body } = await step2({ submissionId: "no-such-submission" });
    expect(status).toBe(404);
    expect(body).toMatchObject({
      errorCode: "not_found",
      message: expect.stringMatching(/No submission with submissionId no-such-submission/),
    });
  });

  it("refuses another project's submission as unknown", async () => {
    const db = await serviceDb();
    const { createProject } = await import("@/kyc-service/projects/projects");
    const { apiKey } = await createProject(db, `step2-other-${Date.now()}`);
    const { status } = await rawRequest("POST", "/v2/submission/step2", {
      apiKey,
      form: formOf(
        { submissionId, name: "A", date_of_birth: "1990-01-01" },
        { faceImage: { data: selfie, name: "s.jpg" } },
      ),
    });
    expect(status).toBe(404);
  });

  it.each(["approved", "rejected", "pending"])(
    "refuses a %s submission with 409 invalid_submission",
    async (state) => {
      const id = await createSubmissionViaStep1();
      await (await serviceDb()).submission.update({ where: { id }, data: { kycResult: state } });
      const { status, body } = await step2({ submissionId: id });
      expect(status).toBe(409);
      expect(body).toMatchObject({
        errorCode: "invalid_submission",
        message: expect.stringContaining(`is ${state}`),
      });
    },
  );
});
