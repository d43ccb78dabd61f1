// Sample bodies from the vendor's public API reference, as collected (with where each was
// seen) in shared/notes/vendor-api.md. Written out by hand: the reference gives shapes and a
// few literal values, not downloadable files. Ids and e-mails are placeholders.
import {
  DuplicateApplicants,
  ErrorBody,
  ReviewRequest,
  ReviewResult,
  Step2Result,
  SubmissionList,
} from "../../../common/kyc-api/schemas";
import type { z } from "zod";

export interface VendorSample {
  name: string;
  /** Where in the vendor's reference the shape comes from (section of vendor-api.md). */
  source: string;
  schema: z.ZodType;
  body: unknown;
}

export const vendorSamples: VendorSample[] = [
  {
    name: "review request, rejection with corrections",
    source: "vendor-api.md, Review: POST /v3/submission/review JSON body",
    schema: ReviewRequest,
    body: {
      submissionId: "0f7d5a52-7c1e-4b8e-9a57-3f0c2d1e9b10",
      status: "rejected",
      rejectComment: "ID document expired",
      updateFields: {
        fullName: "HONG GILDONG",
        gender: "male",
        issueDate: "2019-05-01",
        expireDate: "2029-04-30",
        birthDate: "1990-03-04",
        idType: "passport",
      },
      admin: "reviewer@example.com",
    },
  },
  {
    name: "review answer",
    source: "vendor-api.md, Review: answer { submissionId, message, finalStatus }",
    schema: ReviewResult,
    body: {
      submissionId: "0f7d5a52-7c1e-4b8e-9a57-3f0c2d1e9b10",
      message: "Success to review submission.",
      finalStatus: "approved",
    },
  },
  {
    name: "duplicates, current page",
    source: "vendor-api.md, Duplicates: bare array of { submission_id, duplicated_information, email }",
    schema: DuplicateApplicants,
    body: [
      { submission_id: "sub-1", duplicated_information: "name,date_of_birth", email: "a@example.com" },
      { submission_id: "sub-2", duplicated_information: "name,date_of_birth", email: "b@example.com" },
    ],
  },
  {
    name: "duplicates, older page",
    source: "vendor-api.md, Duplicates: an older page gives only submission_id and email",
    schema: DuplicateApplicants,
    body: [{ submission_id: "sub-1", email: "a@example.com" }],
  },
  {
    name: "step 2 retry, the vendor's current shape",
    source: "vendor-api.md, Step 2 retry answer",
    schema: Step2Result,
    body: {
      retry: [{ retryCode: "face_not_matched", retryMsg: "The face does not match the ID photo." }],
      kycStatus: "incomplete",
      retryCount: 1,
    },
  },
  {
    name: "step 2 final answer",
    source: "vendor-api.md, Step 2 retry answer: final answer",
    schema: Step2Result,
    body: {
      verificationResult: "success",
      faceSimilarityScore: 91,
      livenessScore: 88,
      kycStatus: "pending",
      retryCount: 0,
    },
  },
  {
    name: "delete of an unknown id",
    source: "vendor-api.md, Delete: error bodies seen",
    schema: ErrorBody,
    body: { message: "not Exist Submission ID", statusCode: 400 },
  },
  {
    name: "error with a code",
    source: "vendor-api.md, Delete and Error bodies: { errorCode, message } (older pages)",
    schema: ErrorBody,
    body: { errorCode: 4001, message: "invalid parameter" },
  },
  {
    name: "error with a trace id",
    source: "vendor-api.md, Error bodies: { traceId, errorCode, message }",
    schema: ErrorBody,
    body: { traceId: "1-6561f0a2-3b9c", errorCode: "invalid_request", message: "Bad Request" },
  },
  {
    name: "list page with a next-page key",
    source: "vendor-api.md, List: paging by nextpageKey.id / .created_at; docs/kyc-api.md record fields",
    schema: SubmissionList,
    body: {
      Items: [
        {
          submission_id: "sub-3",
          created_at: "2026-03-02T09:15:00.000Z",
          email: "c@example.com",
          data: { name: "HONG GILDONG", idType: "passport", nationality: "KOR" },
          kyc: { result: "rejected", comment: ["ID document expired"], commentCode: ["too_many_retry"] },
          aml: { risk_level_summary: "Not Screened", currentstatus: "Not Screened" },
        },
      ],
      nextpageKey: { id: "sub-3", created_at: "2026-03-02T09:15:00.000Z" },
    },
  },
];
