// DELETE /v2/submission and GET /v2/image over HTTPS, and the start-up sweep.
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { DeleteResult } from "@/common/kyc-api/schemas";
import { serviceDb, serviceInfo, testClient } from "@/tests/support/kyc-service";
import { formOf, rawRequest, sampleImage } from "@/tests/support/service-requests";
import { createSubmissionViaStep1 } from "@/tests/support/submissions";
import { FileStore } from "../store/files";
import { existingSubmissionIds } from "../domain/submission-removal";

const filesRoot = () => path.join(serviceInfo().dataDir, "kyc-service", "files");

describe("GET /v2/image", () => {
  let id: string;
  let png: Buffer;
  beforeAll(async () => {
    png = await sampleImage("png", 64, 48);
    const { body } = await rawRequest("POST", "/v2/submission/step1", {
      form: formOf(
        { issuingCountry: "USA", email: "img@example.com", idType: "passport" },
        { idImage: { data: png, name: "scan.jpg", type: "image/jpeg" } },
      ),
    });
    id = String(body.submissionId);
  });

  it("streams the stored bytes with the content type found by inspecting them", async () => {
    const file = await testClient().openImage(id, "idImage");
    expect(file.contentType).toBe("image/png");
    const bytes = Buffer.from(await new Response(file.body).arrayBuffer());
    expect(bytes.equals(png)).toBe(true);
  });

  it("answers a clear JSON error for a missing image, an unknown type or submission", async () => {
    expect(await rawRequest("GET", `/v2/image?submission_id=${id}&type=addressImage`)).toMatchObject({
      status: 404,
      body: { message: `Submission ${id} has no addressImage`, errorCode: "not_found" },
    });
    const badType = await rawRequest("GET", `/v2/image?submission_id=${id}&type=passportScan`);
    expect(badType.status).toBe(400);
    expect(badType.body.message).toMatch(
      /type must be one of idImage, idBackImage, selfieImage, addressImage/,
    );
    expect((await rawRequest("GET", "/v2/image?type=idImage")).body.message).toMatch(
      /submission_id is required/,
    );
    expect((await rawRequest("GET", "/v2/image?submission_id=nope&type=idImage")).status).toBe(404);
  });
});

describe("DELETE /v2/submission", () => {
  it("removes the rows and every file of the submission", async () => {
    const id = await createSubmissionViaStep1();
    const db = await serviceDb();
    await db.attempt.create({ data: { submissionId: id, attemptCnt: 1, retryMsg: "fixture" } });
    await writeFile(path.join(filesRoot(), id, "aml-report-1.pdf"), "%PDF-1.4 fixture");
    expect(existsSync(path.join(filesRoot(), id))).toBe(true);

    const result = DeleteResult.parse(await testClient().deleteSubmission(id));
    expect(result.content).toContain(id);
    expect(existsSync(path.join(filesRoot(), id))).toBe(false);
    expect(await db.attempt.count({ where: { submissionId: id } })).toBe(0);
    expect(await testClient().getSubmission(id)).toBeNull();
    expect(await rawRequest("DELETE", `/v2/submission?submission_id=${id}`)).toMatchObject({
      status: 404,
      body: { errorCode: "not_found" },
    });
  });

  it("answers 400 without submission_id", async () => {
    const { status, body } = await rawRequest("DELETE", "/v2/submission");
    expect(status).toBe(400);
    expect(body.message).toMatch(/submission_id is required/);
  });
});

describe("start-up sweep", () => {
  it("removes unfinished uploads and the directories of submissions that no longer exist", async () => {
    const kept = await createSubmissionViaStep1();
    const root = await mkdtemp(path.join(os.tmpdir(), "kyc-files-"));
    await mkdir(path.join(root, kept));
    await mkdir(path.join(root, "deleted-before-crash"));
    await writeFile(path.join(root, "deleted-before-crash", "idImage-1.jpg"), "x");
    await mkdir(path.join(root, ".incoming"));
    await writeFile(path.join(root, ".incoming", "half-upload"), "x");

    const db = await serviceDb();
    const { removed } = await new FileStore(root).sweep((ids) => existingSubmissionIds(db, ids));
    expect(removed).toBe(1);
    expect(await readdir(root)).toEqual([kept]);
  });
});
