// Step 2 when the face engine itself fails: a service of its own whose engine may queue a
// single image, so concurrent step 2 calls overload it for real. The failure is the
// service's, not the applicant's: an incomplete answer asking to retry, no retry counted,
// and the engine's error recorded on the attempt.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Agent, fetch } from "undici";
import { Step1Result, Step2Result, SubmissionList } from "@/common/kyc-api/schemas";
import { openServiceDb, type ServiceDb } from "@/kyc-service/store/db";
import { createProject } from "@/kyc-service/projects/projects";
import { formOf, sampleImage } from "@/tests/support/service-requests";
import { startService, type RunningService } from "@/kyc-service/setup/service-process";

let service: RunningService;
let db: ServiceDb;
let agent: Agent;
let apiKey: string;
beforeAll(async () => {
  service = await startService({ env: { KYC_SERVICE_FACE_QUEUE: "1" } });
  agent = new Agent({ connect: { ca: service.ca } });
  db = await openServiceDb(service.databaseUrl);
  // Without account verification, so step 2 goes straight to the faces.
  ({ apiKey } = await createProject(db, "busy-faces", { accountVerification: false }));
});
afterAll(async () => {
  await db?.$disconnect();
  await agent?.close();
  await service?.stop();
});

async function call(method: string, path: string, form?: ReturnType<typeof formOf>) {
  const response = await fetch(`${service.baseUrl}${path}`, {
    method,
    body: form,
    headers: { "x-api-key": apiKey },
    dispatcher: agent,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe("POST /v2/submission/step2 with an overloaded face engine", () => {
  it("records the engine's error on the attempt and does not count a retry", async () => {
    const image = await sampleImage("jpeg", 240, 240);
    const ids = await Promise.all(
      [1, 2, 3].map(async () => {
        const form = formOf(
          { issuingCountry: "KOR", email: "busy@example.com", idType: "passport" },
          { idImage: { data: image, name: "id.jpg" } },
        );
        return Step1Result.parse((await call("POST", "/v2/submission/step1", form)).body).submissionId;
      }),
    );
    const answers = await Promise.all(
      ids.map(async (submissionId) => {
        const form = formOf(
          { submissionId, name: "Busy Applicant", date_of_birth: "1990-01-01" },
          { faceImage: { data: image, name: "selfie.jpg" } },
        );
        const answer = await call("POST", "/v2/submission/step2", form);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        return { submissionId, result: Step2Result.parse(answer.body) };
      }),
    );
    const refused = answers.filter(({ result }) => /unavailable/.test(result.message ?? ""));
    expect(refused.length).toBeGreaterThan(0);
    for (const { submissionId, result } of refused) {
      expect(result).toMatchObject({ kycStatus: "incomplete", retryCount: 0 });
      const [record] = SubmissionList.parse(
        (await call("GET", `/v2/submission?submission_id=${submissionId}`)).body,
      ).Items;
      expect(record?.kyc.attempts).toEqual([
        expect.objectContaining({ attemptCnt: 1, error: expect.stringMatching(/face engine: .*busy/) }),
      ]);
    }
    // Its own service loads the OCR and face models on first use: over 30 s on a shared machine.
  }, 90_000);
});
