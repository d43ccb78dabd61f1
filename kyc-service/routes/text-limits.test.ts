// Every text field the service accepts has a length limit, and a longer value is refused with
// a 400 naming the field and the limit: never cut to fit and stored (docs/kyc-service.md,
// "Text field limits"). Against the real service over HTTPS.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { serviceDb } from "@/tests/support/kyc-service";
import { formOf, rawRequest, sampleImage, step1Fields } from "@/tests/support/service-requests";

let image: Buffer;
beforeAll(async () => {
  image = await sampleImage("jpeg", 64, 64);
});

const text = (length: number) => "x".repeat(length);
/** A well-formed address of exactly `length` characters (labels of at most 63). */
const emailOf = (length: number) => {
  const fixed = `${text(64)}@${text(63)}.${text(63)}.`;
  return `${fixed}${text(length - fixed.length - 4)}.com`;
};
const tooLong = (field: string, limit: number, got: number | string) =>
  `Invalid Query String parameters: ${field} is too long: at most ${limit} characters (got ${got})`;

const step1 = (fields: Record<string, string>) =>
  rawRequest("POST", "/v2/submission/step1", {
    form: formOf(step1Fields(fields), { idImage: { data: image, name: "id.jpg", type: "image/jpeg" } }),
  });
const storedFor = async (userid: string) =>
  (await serviceDb()).submission.findMany({ where: { userid }, select: { email: true, cf1: true } });

describe("text fields over their limit are refused, naming the field and the limit", () => {
  it("step 1 stores every field at its limit whole", async () => {
    const userid = `limit-${randomUUID()}`.padEnd(200, "u");
    const fields = { email: emailOf(254), userid, cf1: text(1000), cf2: text(1000), cf3: text(1000) };
    expect(fields.email).toHaveLength(254);
    const { status } = await step1(fields);
    expect(status).toBe(200);
    expect(await storedFor(userid)).toEqual([{ email: fields.email, cf1: fields.cf1 }]);
  });

  it.each([
    ["email of 255 characters", "email", emailOf(255), tooLong("email", 254, 255)],
    ["userid of 201", "userid", text(201), tooLong("userid", 200, 201)],
    ["cf2 of 1001", "cf2", text(1001), tooLong("cf2", 1000, 1001)],
    // Past what the multipart parser reads of a field (16 KB): it stops, the service refuses.
    [
      "email of 16,385 characters",
      "email",
      `${text(16_373)}@example.com`,
      tooLong("email", 254, "more than 16384 bytes"),
    ],
    ["cf1 of 20,000", "cf1", text(20_000), tooLong("cf1", 1000, "more than 16384 bytes")],
    [
      "an unknown field of 20,000",
      "remark",
      text(20_000),
      "Invalid Query String parameters: remark is too long: at most 16384 bytes of text in a multipart field",
    ],
  ])("step 1 refuses %s", async (_label, field, value, message) => {
    const userid = `limit-${randomUUID()}`;
    const { status, body } = await step1({ userid, [field]: value });
    expect({ status, body }).toEqual({ status: 400, body: { message } });
    expect(await storedFor(userid)).toEqual([]);
  });

  it.each([
    ["submissionId", 200],
    ["name", 300],
    ["identity_number", 40],
    ["address_street", 500],
    ["address_city", 200],
    ["address_zipcode", 40],
    ["address_detail", 500],
    ["account_code", 10],
  ])("step 2 refuses %s over %i characters", async (field, limit) => {
    const form = formOf(
      {
        submissionId: randomUUID(),
        name: "Hong Gildong",
        date_of_birth: "1990-01-01",
        [field]: text(limit + 1),
      },
      { faceImage: { data: image, name: "selfie.jpg", type: "image/jpeg" } },
    );
    const { status, body } = await rawRequest("POST", "/v2/submission/step2", { form });
    expect({ status, body }).toEqual({ status: 400, body: { message: tooLong(field, limit, limit + 1) } });
  });

  it.each([
    ["submissionId", { submissionId: text(201) }, 200],
    ["admin", { admin: text(201) }, 200],
    ["rejectComment", { status: "rejected", rejectComment: text(2001) }, 2000],
    ["updateFields.fullName", { updateFields: { fullName: text(301) } }, 300],
  ] as const)("the review refuses %s over its limit", async (field, change, limit) => {
    const json = { submissionId: randomUUID(), status: "approved", admin: "Reviewer", ...change };
    const { status, body } = await rawRequest("POST", "/v3/submission/review", { json });
    expect({ status, body }).toEqual({ status: 400, body: { message: tooLong(field, limit, limit + 1) } });
  });

  it.each([
    ["GET", "/v2/submission", "email", 254],
    ["GET", "/v2/submission", "userid", 200],
    ["GET", "/v2/submission", "submission_id", 200],
    ["DELETE", "/v2/submission", "submission_id", 200],
    ["GET", "/v2/image?type=idImage", "submission_id", 200],
    ["GET", "/v2/submission/applicant", "applicant_id", 200],
    ["GET", "/v2/report/aml", "resourceId", 200],
  ])("%s %s refuses %s over %i characters", async (method, path, field, limit) => {
    const url = `${path}${path.includes("?") ? "&" : "?"}${field}=${text(limit + 1)}`;
    const { status, body } = await rawRequest(method, url);
    expect(status).toBe(400);
    expect(body.message).toContain(`${field} is too long: at most ${limit} characters (got ${limit + 1})`);
  });

  it("address codes and PreStep2 name their limits", async () => {
    const address = await rawRequest("POST", "/v3/address_code", { json: { address: text(501) } });
    expect(address).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/address must be at most 500 characters/) },
    });
    const account = await rawRequest("POST", "/v3/submission/validationaccount", {
      json: {
        submissionId: text(101),
        requestType: "occupancy",
        userName: "Hong",
        bankCode: "004",
        accountNumber: "1234567890",
      },
    });
    expect(account).toMatchObject({
      status: 400,
      body: {
        errorCode: "invalid_data_format",
        detail: expect.stringMatching(/submissionId is too long: at most 100 characters/),
      },
    });
  });
});
