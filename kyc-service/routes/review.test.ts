// The manual-review extension and applicant duplicates, over HTTPS.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DuplicateApplicants, ReviewResult, SubmissionList } from "@/common/kyc-api/schemas";
import { serviceDb, testClient } from "@/tests/support/kyc-service";
import { rawRequest } from "@/tests/support/service-requests";
import { arrangeSubmission, createSubmissionViaStep1 } from "@/tests/support/submissions";
import { createProject } from "../projects/projects";

const person = { name: "Hong Gildong", dateOfBirth: "1990-03-04", nationality: "KOR", gender: "male" };

async function pendingSubmission(columns: Record<string, unknown> = person, email = "hong@example.com") {
  const id = await createSubmissionViaStep1({ email });
  await arrangeSubmission(id, { ...columns, kycResult: "pending" });
  return id;
}

describe("POST /v2/submission/review (extension)", () => {
  it("approves a pending submission and gives it an applicant_id, visible in list and detail", async () => {
    const id = await pendingSubmission();
    const result = ReviewResult.parse(
      await testClient().reviewSubmission({ submission_id: id, result: "approved" }),
    );
    expect(result).toMatchObject({
      submission_id: id,
      result: "approved",
      applicant_id: expect.stringMatching(/^applicant-/),
    });
    const record = await testClient().getSubmission(id);
    expect(record).toMatchObject({ applicant_id: result.applicant_id, kyc: { result: "approved" } });
    const list = SubmissionList.parse(
      (await rawRequest("GET", `/v2/submission?email=hong@example.com&count=50`)).body,
    );
    expect(list.Items.find((item) => item.submission_id === id)).toMatchObject({
      kyc: { result: "approved" },
      applicant_id: result.applicant_id,
    });
  });

  it("rejects with the reviewer's comment and code", async () => {
    const id = await pendingSubmission();
    await testClient().reviewSubmission({
      submission_id: id,
      result: "rejected",
      comment: "Photo does not match",
      commentCode: "face_mismatch",
    });
    const record = await testClient().getSubmission(id);
    expect(record?.kyc).toMatchObject({
      result: "rejected",
      comment: ["Photo does not match"],
      commentCode: ["face_mismatch"],
    });
    expect(record?.applicant_id).toBeUndefined();
  });

  it("refuses anything but a pending submission, unknown ids, and bad bodies", async () => {
    const incomplete = await createSubmissionViaStep1();
    const refused = await rawRequest("POST", "/v2/submission/review", {
      json: { submission_id: incomplete, result: "approved" },
    });
    expect(refused).toMatchObject({ status: 409, body: { errorCode: "invalid_submission" } });
    const unknown = await rawRequest("POST", "/v2/submission/review", {
      json: { submission_id: "nope", result: "approved" },
    });
    expect(unknown).toMatchObject({ status: 404, body: { errorCode: "not_found" } });
    const bad = await rawRequest("POST", "/v2/submission/review", {
      json: { submission_id: incomplete, result: "maybe" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/result is invalid/);
    const missing = await rawRequest("POST", "/v2/submission/review", { json: { result: "approved" } });
    expect(missing.body.message).toMatch(/submission_id is required/);
  });

  it("is off for a project without the review extension", async () => {
    const { apiKey } = await createProject(await serviceDb(), `no-review-${randomUUID()}`);
    const id = await pendingSubmission(person);
    const { status, body } = await rawRequest("POST", "/v2/submission/review", {
      apiKey,
      json: { submission_id: id, result: "approved" },
    });
    expect(status).toBe(404);
    expect(body.errorCode).toBe("extension_disabled");
  });
});

describe("GET /v2/submission/applicant", () => {
  it("gives the same applicant_id to the same person, whatever the name order and case", async () => {
    const dob = `19${String(Math.floor(Math.random() * 90) + 10)}-0${Math.floor(Math.random() * 9) + 1}-1${Math.floor(Math.random() * 9)}`;
    const first = await pendingSubmission({ ...person, dateOfBirth: dob }, "first@example.com");
    const second = await pendingSubmission(
      { ...person, name: "GILDONG, hong", dateOfBirth: dob },
      "second@example.com",
    );
    const other = await pendingSubmission(
      { ...person, name: "Hong Gilsoon", dateOfBirth: dob },
      "other@example.com",
    );
    const a = await testClient().reviewSubmission({ submission_id: first, result: "approved" });
    const b = await testClient().reviewSubmission({ submission_id: second, result: "approved" });
    const c = await testClient().reviewSubmission({ submission_id: other, result: "approved" });
    expect(b.applicant_id).toBe(a.applicant_id);
    expect(c.applicant_id).not.toBe(a.applicant_id);

    const duplicates = DuplicateApplicants.parse(
      await testClient().listApplicantSubmissions(a.applicant_id!),
    );
    expect(duplicates.Items).toEqual([
      { submission_id: first, email: "first@example.com" },
      { submission_id: second, email: "second@example.com" },
    ]);
    expect((await testClient().listApplicantSubmissions(c.applicant_id!)).Items).toEqual([
      { submission_id: other, email: "other@example.com" },
    ]);
  });

  it("answers 400 without applicant_id and an empty list for an unknown one", async () => {
    const missing = await rawRequest("GET", "/v2/submission/applicant");
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/applicant_id is required/);
    expect((await testClient().listApplicantSubmissions("applicant-unknown")).Items).toEqual([]);
  });
});
