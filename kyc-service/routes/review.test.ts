// Manual review in the vendor's shape and applicant duplicates, over HTTPS.
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

const admin = "Reviewer Kim";
const review = (submissionId: string, status: "approved" | "rejected", extra: Record<string, unknown> = {}) =>
  testClient().reviewSubmission({ submissionId, status, admin, ...extra });

describe("POST /v3/submission/review (the vendor's shape)", () => {
  it("approves a pending submission and gives it an applicant_id, visible in list and detail", async () => {
    const id = await pendingSubmission();
    const result = ReviewResult.parse(await review(id, "approved"));
    expect(result).toEqual({
      submissionId: id,
      message: "Success to review submission.",
      finalStatus: "approved",
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
    const row = await (await serviceDb()).submission.findUniqueOrThrow({ where: { id } });
    expect(row.reviewedBy).toBe(admin);
  });

  it("rejects with rejectComment as the record's comment, and applies updateFields", async () => {
    const id = await pendingSubmission();
    const answer = await review(id, "rejected", {
      rejectComment: "Selfie does not match the ID photo",
      updateFields: { fullName: "Hong Gil-dong", birthDate: "1990-03-05", idType: "passport" },
    });
    expect(answer).toMatchObject({ submissionId: id, finalStatus: "rejected" });
    const record = await testClient().getSubmission(id);
    expect(record?.kyc).toMatchObject({
      result: "rejected",
      comment: ["Selfie does not match the ID photo"],
    });
    expect(record?.data).toMatchObject({
      name: "Hong Gil-dong",
      date_of_birth: "1990-03-05",
      idType: "passport",
    });
    expect(record?.applicant_id).toBeUndefined();
  });

  it("refuses anything but a pending submission, unknown ids, and bad bodies, naming the field", async () => {
    const incomplete = await createSubmissionViaStep1();
    const post = (json: Record<string, unknown>) => rawRequest("POST", "/v3/submission/review", { json });
    expect(await post({ submissionId: incomplete, status: "approved", admin })).toMatchObject({
      status: 409,
      body: { errorCode: "invalid_submission" },
    });
    expect(await post({ submissionId: "nope", status: "approved", admin })).toMatchObject({
      status: 404,
      body: { errorCode: "not_found" },
    });
    const pending = await pendingSubmission();
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ submissionId: pending, status: "maybe", admin }, /status is invalid/],
      [{ status: "approved", admin }, /submissionId is required/],
      [{ submissionId: pending, status: "approved" }, /admin is required/],
      [
        { submissionId: pending, status: "rejected", admin },
        /rejectComment is required when status is rejected/,
      ],
      [
        { submissionId: pending, status: "approved", admin, updateFields: { gender: "x" } },
        /updateFields.gender/,
      ],
      [{ submissionId: pending, status: "approved", admin, updateFields: { nickname: "x" } }, /updateFields/],
      [
        { submissionId: pending, status: "approved", admin, updateFields: { birthDate: "1990-02-30" } },
        /updateFields.birthDate is not a real date/,
      ],
    ];
    for (const [json, message] of cases) {
      const answer = await post(json);
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    // None of the refused bodies changed the submission.
    expect((await testClient().getSubmission(pending))?.kyc.result).toBe("pending");
    expect((await rawRequest("POST", "/v2/submission/review", { json: {} })).status).toBe(404);
  });

  it("is off for a project without the review extension", async () => {
    const { apiKey } = await createProject(await serviceDb(), `no-review-${randomUUID()}`);
    const id = await pendingSubmission(person);
    const { status, body } = await rawRequest("POST", "/v3/submission/review", {
      apiKey,
      json: { submissionId: id, status: "approved", admin },
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
    const a = await review(first, "approved");
    const b = await review(second, "approved");
    const c = await review(other, "approved");
    expect(b.applicant_id).toBe(a.applicant_id);
    expect(c.applicant_id).not.toBe(a.applicant_id);

    // The vendor's shape: a bare array, what the submissions share named, never its values.
    const raw = await rawRequest("GET", `/v2/submission/applicant?applicant_id=${a.applicant_id}`);
    const shared = "name,date_of_birth,nationality,gender";
    expect(raw.body).toEqual([
      { submission_id: first, duplicated_information: shared, email: "first@example.com" },
      { submission_id: second, duplicated_information: shared, email: "second@example.com" },
    ]);
    expect(DuplicateApplicants.parse(raw.body)).toEqual(raw.body);
    expect(await testClient().listApplicantSubmissions(c.applicant_id!)).toEqual([
      { submission_id: other, duplicated_information: shared, email: "other@example.com" },
    ]);
  });

  it("answers 400 without applicant_id and an empty list for an unknown one", async () => {
    const missing = await rawRequest("GET", "/v2/submission/applicant");
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/applicant_id is required/);
    expect(await testClient().listApplicantSubmissions("applicant-unknown")).toEqual([]);
  });
});
