// The typed KYC client: one function per endpoint of the interface, each validated.
import { FormData } from "undici";
import {
  AccountVerificationResult,
  AddressCodeResult,
  DeleteResult,
  DuplicateApplicants,
  ReviewResult,
  SimulatedBankStatement,
  Step1Result,
  Step2Result,
  SubmissionList,
  SubmissionListPage,
  type AccountVerificationRequest,
  type ImageType,
  type ReviewRequest,
  type Step1Fields,
  type Step2Fields,
  type SubmissionQuery,
  type SubmissionRecord,
} from "../../common/kyc-api/schemas";
import { KycApiError } from "./errors";
import { recogniseImage } from "./image-type";
import { createTransport, type Body, type TransportConfig } from "./transport";

/** A file for an upload: its bytes, a file name and a content type. */
export interface UploadFile {
  data: Uint8Array<ArrayBuffer>;
  name: string;
  type: string;
}

function multipart(
  fields: Record<string, string | undefined>,
  files: Record<string, UploadFile | undefined>,
): Body {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value);
  for (const [key, file] of Object.entries(files)) {
    if (file) form.set(key, new Blob([file.data], { type: file.type }), file.name);
  }
  return { multipart: form };
}

export function createKycClient(config: TransportConfig) {
  const http = createTransport(config);

  return {
    /** GET /v2/submission: a page of submissions, newest first. */
    listSubmissions(query: Omit<SubmissionQuery, "submission_id"> = {}) {
      return http.json(listRequest(query), SubmissionList);
    },

    /** The same page with each record left unchecked: the case index's sync checks them one by one. */
    listSubmissionPage(query: Omit<SubmissionQuery, "submission_id"> = {}) {
      return http.json(listRequest(query), SubmissionListPage);
    },

    /** GET /v2/submission?submission_id=: one submission with attempts and AML, or null. */
    async getSubmission(submissionId: string): Promise<SubmissionRecord | null> {
      const list = await http.json(
        { method: "GET", path: "/v2/submission", query: { submission_id: submissionId } },
        SubmissionList,
      );
      return list.Items[0] ?? null;
    },

    /** GET /v2/submission/applicant: approved submissions of the same person (bare array or `{ Items }`). */
    listApplicantSubmissions(applicantId: string) {
      return http.json(
        { method: "GET", path: "/v2/submission/applicant", query: { applicant_id: applicantId } },
        DuplicateApplicants,
      );
    },

    /** POST /v2/submission/step1; `idBackImage` (the back of the ID) is the vendor's optional field. */
    submitStep1(fields: Step1Fields, idImage: UploadFile, files: { idBackImage?: UploadFile } = {}) {
      return http.json(
        {
          method: "POST",
          path: "/v2/submission/step1",
          body: multipart(fields, { idImage, idBackImage: files.idBackImage }),
        },
        Step1Result,
      );
    },

    /** POST /v3/submission/validationaccount (PreStep2). Retry and reject results are answers, not errors. */
    verifyAccount(request: AccountVerificationRequest) {
      return http.json(
        { method: "POST", path: "/v3/submission/validationaccount", body: { json: request } },
        AccountVerificationResult,
      );
    },

    /** Extension: the embedded simulated bank's statement, where PreStep2's code arrives. */
    simulatedBankStatement(bankCode: string, accountNumber: string) {
      return http.json(
        { method: "GET", path: "/v3/simulated-bank/statement", query: { bankCode, accountNumber } },
        SimulatedBankStatement,
      );
    },

    submitStep2(fields: Step2Fields, files: { faceImage: UploadFile; addressImage?: UploadFile }) {
      return http.json(
        { method: "POST", path: "/v2/submission/step2", body: multipart(fields, files) },
        Step2Result,
      );
    },

    addressCode(address: string, options: { language?: string; version?: "v2" | "v3" } = {}) {
      const path = options.version === "v2" ? "/v2/address_code" : "/v3/address_code";
      return http.json(
        { method: "POST", path, body: { form: { address, language: options.language } } },
        AddressCodeResult,
      );
    },

    /** DELETE /v2/submission; `adminName` (who deleted it) goes as the vendor's `admin_name`. */
    deleteSubmission(submissionId: string, options: { adminName?: string } = {}) {
      return http.json(
        {
          method: "DELETE",
          path: "/v2/submission",
          query: { submission_id: submissionId, admin_name: options.adminName },
        },
        DeleteResult,
      );
    },

    /** POST /v3/submission/review: the vendor's manual review (only for a pending submission). */
    reviewSubmission(request: ReviewRequest) {
      return http.json(
        { method: "POST", path: "/v3/submission/review", body: { json: request } },
        ReviewResult,
      );
    },

    /** GET /v2/report/aml: the PDF of one match, streamed. */
    async openAmlReport(resourceId: string) {
      const file = await http.stream({ method: "GET", path: "/v2/report/aml", query: { resourceId } });
      if (!file.contentType.startsWith("application/pdf")) {
        await file.body.cancel();
        throw new KycApiError(
          502,
          "malformed_response",
          `expected a PDF, got ${file.contentType}`,
          "/v2/report/aml",
        );
      }
      return file;
    },

    /** GET /v2/image: a stored image of a submission, streamed. */
    async openImage(submissionId: string, type: ImageType) {
      const file = await http.stream({
        method: "GET",
        path: "/v2/image",
        query: { submission_id: submissionId, type },
      });
      if (file.contentType.startsWith("image/")) return file;
      // The vendor documents no content type here: recognise JPEG and PNG by their bytes.
      const recognised = await recogniseImage(file);
      if (!recognised) {
        throw new KycApiError(
          502,
          "malformed_response",
          `expected an image, got ${file.contentType}`,
          "/v2/image",
        );
      }
      return recognised;
    },

    close: http.close,
  };
}

export type KycClient = ReturnType<typeof createKycClient>;

function listRequest(query: Omit<SubmissionQuery, "submission_id">) {
  return {
    method: "GET",
    path: "/v2/submission",
    query: {
      userid: query.userid,
      email: query.email,
      count: query.count,
      nextpage_id: query.nextpage?.id,
      nextpage_date: query.nextpage?.created_at,
      start_date: query.start_date,
      end_date: query.end_date,
      aml_changed_since: query.aml_changed_since,
    },
  } as const;
}
