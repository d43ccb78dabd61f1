// The step 2 gate on a real Step2Context: what it records on the attempt, and the failure.
import { describe, expect, it } from "vitest";
import type { Submission } from "../../generated/prisma/sqlite/client";
import { Step2Context } from "../../domain/step2/context";
import type { ServiceDeps } from "../../deps";
import type { Project } from "../../projects/projects";
import { Step2Fields } from "../../../common/kyc-api/schemas";
import { koreanIdCheck } from "./step2-korean-id";

const ocr = {
  ocr_name: "조은지",
  ocr_identityNumber: "550706-1930001",
  ocr_licenseNumber: "17-18-000113-77",
  ocr_issueDate: "2018-05-10",
};

function contextFor(submission: Partial<Submission>, fields: Record<string, string>) {
  const row = {
    id: "s1",
    idType: "drivers_license",
    issuingCountry: "KOR",
    ocr: JSON.stringify(ocr),
    ...submission,
  } as Submission;
  const image = { path: "/nonexistent", format: { mimeType: "image/jpeg", extension: "jpg" } } as const;
  // The check reads only the submission and the fields; deps and project are not touched.
  return new Step2Context(
    {} as ServiceDeps,
    {} as Project,
    row,
    Step2Fields.parse({ submissionId: "s1", ...fields }),
    { selfie: image, id: image },
  );
}

const licenceFields = {
  name: "조은지",
  date_of_birth: "1955-07-06",
  gender: "male",
  license_number: "17-18-000113-77",
  serial_number: "007507",
};

describe("the Korean ID gate of step 2", () => {
  it("records success and the masked parameters for a consistent licence", async () => {
    const context = contextFor({}, licenceFields);
    await koreanIdCheck.run(context);
    expect(context.failure).toBeUndefined();
    expect(context.attempt).toEqual({
      verificationResult: "success",
      verificationParams: {
        fullName: "조은지",
        idType: "drivers_license",
        issueDate: "2018-05-10",
        identityNumber: "550706-1******",
      },
    });
  });

  it("fails the attempt, counting a retry, with a message naming the mismatch", async () => {
    const context = contextFor({}, { ...licenceFields, date_of_birth: "1955-07-07" });
    await koreanIdCheck.run(context);
    expect(context.attempt.verificationResult).toBe("fail");
    expect(context.failure).toEqual({
      message: "ID check failed: identity_number does not match date_of_birth",
      countsAsRetry: true,
    });
  });

  it("leaves other documents alone", async () => {
    const context = contextFor({ idType: "passport" }, licenceFields);
    await koreanIdCheck.run(context);
    expect(context.attempt).toEqual({});
    expect(context.failure).toBeUndefined();
  });
});
