// Step 2 gate: the Korean ID check (korean-id-check.ts) for Korean resident cards and
// driver licences; other documents are not checked here. A failure makes the attempt
// incomplete with a retryMsg naming what did not match, and counts as a retry.
import type { Step2Check } from "../../domain/step2/context";
import { storedOcrFields } from "../ocr/step1-ocr";
import { checkKoreanId, koreanIdKind } from "./korean-id-check";

export const koreanIdCheck: Step2Check = {
  name: "korean-id",
  async run(context) {
    const { submission, fields } = context;
    const kind = koreanIdKind(submission.idType, submission.issuingCountry);
    if (!kind) return;
    const result = checkKoreanId({
      kind,
      idType: submission.idType,
      submitted: {
        name: fields.name,
        dateOfBirth: fields.date_of_birth,
        gender: fields.gender,
        identityNumber: fields.identity_number,
        licenseNumber: fields.license_number,
        serialNumber: fields.serial_number,
        dateOfIssue: fields.date_of_issue,
      },
      ocr: storedOcrFields(submission.ocr),
    });
    // Merged: the face check before it records its own parameters on the same attempt.
    context.attempt.verificationParams = {
      ...context.attempt.verificationParams,
      ...result.verificationParams,
    };
    context.attempt.verificationResult = result.passed ? "success" : "fail";
    if (!result.passed) context.fail(`ID check failed: ${result.problems.join("; ")}`);
  },
};
