// The embedded service answers in the vendor's shapes: each answer passes the same schemas
// the vendor's samples pass (samples.test.ts), and the vendor's own sample request is accepted.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  DuplicateApplicant,
  ErrorBody,
  ReviewResult,
  Step2Result,
  SubmissionList,
} from "@/common/kyc-api/schemas";
import { formOf, rawRequest, sampleImage } from "@/tests/support/service-requests";
import { arrangeSubmission, createSubmissionViaStep1 } from "@/tests/support/submissions";
import { vendorSamples } from "./samples";

const sample = (name: string) => vendorSamples.find((s) => s.name === name)!.body as Record<string, unknown>;
const strictVendorReview = ReviewResult.extend({ message: z.literal("Success to review submission.") });

async function pending(email = "contract@example.com") {
  const id = await createSubmissionViaStep1({ email });
  await arrangeSubmission(id, {
    name: "Contract Person",
    dateOfBirth: "1990-03-04",
    nationality: "KOR",
    gender: "male",
    kycResult: "pending",
  });
  return id;
}

describe("the embedded service in the vendor's shapes", () => {
  it("accepts the vendor's sample review request and answers as the vendor does", async () => {
    const id = await pending();
    const { status, body } = await rawRequest("POST", "/v3/submission/review", {
      json: { ...sample("review request, rejection with corrections"), submissionId: id },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(strictVendorReview.parse(body)).toMatchObject({ submissionId: id, finalStatus: "rejected" });
  });

  it("answers duplicates as a bare array of the vendor's fields", async () => {
    const id = await pending();
    const approved = await rawRequest("POST", "/v3/submission/review", {
      json: { submissionId: id, status: "approved", admin: "Contract reviewer" },
    });
    const { body } = await rawRequest(
      "GET",
      `/v2/submission/applicant?applicant_id=${String(approved.body.applicant_id)}`,
    );
    expect(z.array(DuplicateApplicant).parse(body)[0]).toMatchObject({
      submission_id: id,
      duplicated_information: expect.any(String),
      email: "contract@example.com",
    });
  });

  it("answers step 2, the list and errors within the schemas the vendor's samples pass", async () => {
    const id = await createSubmissionViaStep1();
    const step2 = await rawRequest("POST", "/v2/submission/step2", {
      form: formOf(
        { submissionId: id, name: "Contract Person", date_of_birth: "1990-03-04" },
        { faceImage: { data: await sampleImage("jpeg", 200, 240), name: "s.jpg" } },
      ),
    });
    expect(Step2Result.parse(step2.body)).toMatchObject({ kycStatus: "incomplete", retryCount: 0 });
    SubmissionList.parse((await rawRequest("GET", "/v2/submission?count=5&start_date=2026-01-01")).body);
    const gone = await rawRequest("DELETE", "/v2/submission?submission_id=no-such&admin_name=Manager");
    expect(gone.status).toBe(404);
    ErrorBody.parse(gone.body);
  });
});
