// GET /v2/report/aml over HTTPS against the real service: a flagged submission's report is a
// PDF whose text carries the Korean name (glyphs mapped back to Hangul), bad and unknown ids
// are JSON errors, another project cannot read it, and deleting the submission removes it.
import { inflateSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { serviceDb, testClient } from "@/tests/support/kyc-service";
import { formOf, rawRequest, sampleImage } from "@/tests/support/service-requests";
import { createSubmissionViaStep1, passAccountVerification } from "@/tests/support/submissions";
import { KycApiError } from "@/lib/kyc/errors";

let submissionId: string;
let resourceId: string;

beforeAll(async () => {
  submissionId = await createSubmissionViaStep1();
  const accountCode = await passAccountVerification(submissionId);
  const { status } = await rawRequest("POST", "/v2/submission/step2", {
    form: formOf(
      {
        submissionId,
        name: "구미호",
        date_of_birth: "1977-09-09",
        nationality: "KOR",
        gender: "female",
        account_code: accountCode,
      },
      { faceImage: { data: await sampleImage("jpeg", 200, 240), name: "s.jpg" } },
    ),
  });
  expect(status).toBe(200);
  const record = await testClient().getSubmission(submissionId);
  resourceId = record!.aml!.matches![0]!.resource_id;
});

async function readPdf(id: string): Promise<Buffer> {
  const file = await testClient().openAmlReport(id);
  expect(file.contentType).toBe("application/pdf");
  return Buffer.from(await new Response(file.body).arrayBuffer());
}

/** Every compressed stream of a PDF, inflated (pdfkit writes text, fonts and cmaps as Flate). */
function inflatedStreams(pdf: Buffer): string {
  const text = pdf.toString("latin1");
  const out: string[] = [];
  for (let at = text.indexOf("stream\n"); at !== -1; at = text.indexOf("stream\n", at + 1)) {
    const end = text.indexOf("endstream", at);
    try {
      out.push(inflateSync(pdf.subarray(at + 7, end)).toString("latin1"));
    } catch {
      // not a Flate stream (or a stray "stream" word): nothing to read
    }
  }
  return out.join("\n");
}

describe("GET /v2/report/aml", () => {
  it("answers a PDF with the Korean name in an embedded Noto Sans KR, the entry, the score and the list", async () => {
    const pdf = await readPdf(resourceId);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.toString("latin1")).toMatch(/NotoSansKR/);
    const streams = inflatedStreams(pdf);
    // The ToUnicode map of the embedded font maps glyphs back to 구 (U+AD6C), 미 (U+BBF8), 호 (U+D638).
    for (const hex of ["ad6c", "bbf8", "d638"]) expect(streams.toLowerCase()).toContain(`<${hex}>`);
  });

  it("answers 400 naming resourceId when it is missing or empty", async () => {
    for (const query of ["", "?resourceId=", "?resourceId=%20"]) {
      const { status, body } = await rawRequest("GET", `/v2/report/aml${query}`);
      expect(status).toBe(400);
      expect(body.message).toMatch(/resourceId is required/);
    }
  });

  it("answers 404 with a JSON message for an unknown id and for another project's match", async () => {
    const unknown = await rawRequest("GET", "/v2/report/aml?resourceId=aml_nothing-here");
    expect(unknown.status).toBe(404);
    expect(unknown.contentType).toMatch(/json/);
    expect(unknown.body).toMatchObject({
      errorCode: "not_found",
      message: expect.stringMatching(/No AML report with resourceId aml_nothing-here/),
    });

    const { createProject } = await import("@/kyc-service/projects/projects");
    const { apiKey } = await createProject(await serviceDb(), `aml-report-other-${Date.now()}`);
    const other = await rawRequest("GET", `/v2/report/aml?resourceId=${resourceId}`, { apiKey });
    expect(other.status).toBe(404);
  });

  it("stops serving the report once the submission is deleted", async () => {
    const id = await createSubmissionViaStep1();
    const accountCode = await passAccountVerification(id);
    await rawRequest("POST", "/v2/submission/step2", {
      form: formOf(
        {
          submissionId: id,
          account_code: accountCode,
          name: "Quillfeather Ignatius",
          date_of_birth: "1972-11-30",
          nationality: "GBR",
          gender: "male",
        },
        { faceImage: { data: await sampleImage("jpeg", 200, 240), name: "s.jpg" } },
      ),
    });
    const match = (await testClient().getSubmission(id))!.aml!.matches![0]!;
    expect((await readPdf(match.resource_id)).length).toBeGreaterThan(1000);
    await testClient().deleteSubmission(id, { adminName: "Manager Park" });
    // What is kept, as the vendor keeps it: no applicant data, who deleted it.
    expect(
      await (await serviceDb()).deletedSubmission.findUniqueOrThrow({ where: { submissionId: id } }),
    ).toMatchObject({ idType: "government_id", adminName: "Manager Park" });
    await expect(testClient().openAmlReport(match.resource_id)).rejects.toBeInstanceOf(KycApiError);
    expect(await (await serviceDb()).amlMatch.count({ where: { resourceId: match.resource_id } })).toBe(0);
  });
});
