// Step 2's face check over HTTPS with the real face engine: sample portraits as selfies and
// specimen ID cards carrying them (scripts/demo/people.ts), the retry rule, attempts,
// concurrent calls, and duplicates by face. Each step 2 analyses two images (~1 s here).
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { Step2Result, SubmissionRecord } from "@/common/kyc-api/schemas";
import { demoFaces, facelessImage, groupSelfieOf, idCardOf, selfieOf } from "@/scripts/demo/people";
import { serviceDb, testClient } from "@/tests/support/kyc-service";
import { formOf, rawRequest } from "@/tests/support/service-requests";
import { createSubmissionViaStep1 } from "@/tests/support/submissions";
import { createProject } from "../projects/projects";

let apiKey: string;
beforeAll(async () => {
  // Without account verification, so step 2 is the face check alone.
  ({ apiKey } = await createProject(await serviceDb(), `faces-${randomUUID()}`, {
    accountVerification: false,
    reviewExtension: true,
  }));
});

const person = { name: "Kim Minji", date_of_birth: "1991-05-06", nationality: "KOR", gender: "female" };

async function submissionWithIdOf(face: string) {
  // Not Korean: the Korean ID check after the faces would compare the card's own fields. A
  // French driving licence: a document step 1's OCR has no reader for, so the card costs no
  // recognition here (the OCR of cards is step1-ocr.test.ts's); the face check reads it alike.
  return createSubmissionViaStep1({
    apiKey,
    idCard: await idCardOf(face),
    email: "faces@example.com",
    issuingCountry: "FRA",
    idType: "drivers_license",
  });
}

async function step2(submissionId: string, selfie: Buffer, fields: Record<string, string> = person) {
  const answer = await rawRequest("POST", "/v2/submission/step2", {
    apiKey,
    form: formOf({ submissionId, ...fields }, { faceImage: { data: selfie, name: "selfie.jpg" } }),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return Step2Result.parse(answer.body);
}

async function attemptsOf(submissionId: string) {
  const record = SubmissionRecord.parse(await testClient({ apiKey }).getSubmission(submissionId));
  return record.kyc.attempts ?? [];
}

describe("POST /v2/submission/step2: faces", () => {
  it("passes the same person to pending with both scores, recorded on the attempt", async () => {
    const id = await submissionWithIdOf(demoFaces.passes);
    const result = await step2(id, await selfieOf(demoFaces.passes));
    expect(result).toMatchObject({ kycStatus: "pending", retryCount: 0, verificationResult: "success" });
    expect(result.message).toBeUndefined();
    expect(result.faceSimilarityScore).toBeGreaterThanOrEqual(85);
    expect(result.livenessScore).toBeGreaterThanOrEqual(50);
    expect(await attemptsOf(id)).toEqual([
      expect.objectContaining({
        attemptCnt: 1,
        faceSimilarityScore: result.faceSimilarityScore,
        livenessScore: result.livenessScore,
        verificationResult: "success",
        verificationParams: expect.objectContaining({ selfieFaceCount: 1, idImageFaceCount: 1 }),
      }),
    ]);
  });

  it("fails a selfie without a face, then one with three faces, as retries", async () => {
    const id = await submissionWithIdOf(demoFaces.passes);
    const none = await step2(id, await facelessImage());
    expect(none).toMatchObject({
      kycStatus: "incomplete",
      retryCount: 1,
      verificationResult: "fail",
      message: expect.stringMatching(/No face was detected in the selfie/),
    });
    expect(none.faceSimilarityScore).toBeUndefined();
    const group = await step2(
      id,
      await groupSelfieOf([demoFaces.passes, demoFaces.otherPerson, demoFaces.thirdPerson]),
    );
    expect(group).toMatchObject({
      kycStatus: "incomplete",
      retryCount: 2,
      message: expect.stringMatching(/3 faces were detected in the selfie/),
    });
    const attempts = await attemptsOf(id);
    expect(
      attempts.map((attempt) => [attempt.attemptCnt, attempt.verificationResult, attempt.retryMsg]),
    ).toEqual([
      [1, "fail", none.message],
      [2, "fail", group.message],
    ]);
  });

  it("fails an ID image showing three faces, naming the ID image", async () => {
    const group = await sharp(
      await groupSelfieOf([demoFaces.passes, demoFaces.otherPerson, demoFaces.thirdPerson]),
    )
      .png()
      .toBuffer();
    const id = await createSubmissionViaStep1({
      apiKey,
      idCard: group,
      email: "faces@example.com",
      issuingCountry: "FRA",
    });
    const result = await step2(id, await selfieOf(demoFaces.passes));
    expect(result).toMatchObject({
      kycStatus: "incomplete",
      retryCount: 1,
      verificationResult: "fail",
      message: expect.stringMatching(/3 faces were detected on the ID image/),
    });
    expect((await attemptsOf(id))[0]?.verificationParams).toMatchObject({
      selfieFaceCount: 1,
      idImageFaceCount: 3,
    });
  });

  it("fails another person's selfie on similarity, and a recaptured one on liveness", async () => {
    const other = await step2(
      await submissionWithIdOf(demoFaces.passes),
      await selfieOf(demoFaces.otherPerson),
    );
    expect(other).toMatchObject({
      kycStatus: "incomplete",
      retryCount: 1,
      message: expect.stringMatching(/does not match the photo on the ID document/),
    });
    expect(other.faceSimilarityScore).toBeLessThan(85);

    const recaptured = await step2(
      await submissionWithIdOf(demoFaces.lowLiveness),
      await selfieOf(demoFaces.lowLiveness),
    );
    expect(recaptured).toMatchObject({
      kycStatus: "incomplete",
      retryCount: 1,
      message: expect.stringMatching(/did not pass the liveness check/),
    });
    expect(recaptured.faceSimilarityScore).toBeGreaterThanOrEqual(85);
    expect(recaptured.livenessScore).toBeLessThan(50);
  });

  it("answers 400 for a selfie the face engine cannot decode (over its 40-megapixel limit)", async () => {
    const id = await submissionWithIdOf(demoFaces.passes);
    const huge = await sharp({ create: { width: 7000, height: 6500, channels: 3, background: "#888" } })
      .png()
      .toBuffer();
    const answer = await rawRequest("POST", "/v2/submission/step2", {
      apiKey,
      form: formOf({ submissionId: id, ...person }, { faceImage: { data: huge, name: "selfie.png" } }),
    });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        message: expect.stringMatching(
          /faceImage could not be analysed: image has more than 40 megapixels, .*send a smaller photo/,
        ),
      },
    });
    expect(await attemptsOf(id)).toEqual([]);
  });

  it("counts concurrent failures one by one and rejects after more than three retries", async () => {
    const id = await submissionWithIdOf(demoFaces.passes);
    const wrongFace = await selfieOf(demoFaces.otherPerson);
    const firstPair = await Promise.all([step2(id, wrongFace), step2(id, wrongFace)]);
    expect(firstPair.map((result) => result.retryCount).sort()).toEqual([1, 2]);
    const secondPair = await Promise.all([step2(id, wrongFace), step2(id, wrongFace)]);
    expect(secondPair.map((result) => [result.retryCount, result.kycStatus]).sort()).toEqual([
      [3, "incomplete"],
      [4, "rejected"],
    ]);

    const record = SubmissionRecord.parse(await testClient({ apiKey }).getSubmission(id));
    expect(record.kyc).toMatchObject({ result: "rejected", commentCode: ["too_many_retry"] });
    expect(record.kyc.attempts?.map((attempt) => attempt.attemptCnt)).toEqual([1, 2, 3, 4]);
    const after = await rawRequest("POST", "/v2/submission/step2", {
      apiKey,
      form: formOf({ submissionId: id, ...person }, { faceImage: { data: wrongFace, name: "selfie.jpg" } }),
    });
    expect(after).toMatchObject({
      status: 409,
      body: { errorCode: "invalid_submission", message: expect.stringContaining("is rejected") },
    });
  });
});

describe("duplicates by face", () => {
  async function approved(face: string, selfieFace = face) {
    const id = await submissionWithIdOf(face);
    expect(await step2(id, await selfieOf(selfieFace))).toMatchObject({ kycStatus: "pending" });
    const review = await testClient({ apiKey }).reviewSubmission({
      submissionId: id,
      status: "approved",
      admin: "Test reviewer",
    });
    return { id, applicantId: review.applicant_id! };
  }

  it("gives one applicant_id to the same face and another to a different face with the same data", async () => {
    const first = await approved(demoFaces.passes);
    const again = await approved(demoFaces.samePersonAgain);
    const stranger = await approved(demoFaces.otherPerson);
    expect(again.applicantId).toBe(first.applicantId);
    expect(stranger.applicantId).not.toBe(first.applicantId);
    const same = await testClient({ apiKey }).listApplicantSubmissions(first.applicantId);
    expect(same.map((item) => item.submission_id).sort()).toEqual([first.id, again.id].sort());
  });
});
