// Step 2 over HTTPS with the real face engine (default configuration: one face worker):
// latency p50/p95 one call at a time, throughput and latency at concurrency 4, and the
// service's peak RSS while 8 clients send 3 MB selfies at once. Baseline (same run): the
// same upload refused with 409 (a pending submission), i.e. HTTPS, multipart streaming and
// the image check without the faces. The ID images carry a face but no text, so step 1's
// OCR (not measured here) skips them and the setup stays short.
import { randomBytes, randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { Agent, fetch, FormData } from "undici";
import { createProject } from "../../kyc-service/projects/projects";
import { openServiceDb } from "../../kyc-service/store/db";
import { startService, type RunningService } from "../../kyc-service/setup/service-process";
import { demoFaces, portraitImage } from "../demo/people";
import { ms, percentile, time, type Report } from "./measure";

const sequentialCalls = 20;
const concurrentCalls = 24;
const concurrency = 4;

/** A plain card with the holder's photo: a face for the ID image, no text for OCR. */
async function photoCard(face: string): Promise<Buffer> {
  const photo = await sharp(await portraitImage(face))
    .resize(180, 220, { fit: "cover" })
    .toBuffer();
  return sharp({ create: { width: 640, height: 400, channels: 3, background: "#dfe6ee" } })
    .composite([{ input: photo, left: 40, top: 90 }])
    .png()
    .toBuffer();
}

/** A JPEG just under 3 MB (noise does not compress): the largest selfie step 2 accepts. */
async function nearLimitJpeg(): Promise<Buffer> {
  const width = 2000;
  for (let height = 1500; ; height -= 50) {
    const image = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    if (image.length <= 3 * 1024 * 1024) return image;
  }
}

async function rssKb(pid: number): Promise<number> {
  return Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, "utf8"))![1]);
}

export async function bench(report: Report) {
  const service = await startService();
  const atStart = await rssKb(service.pid);
  const db = await openServiceDb(service.databaseUrl);
  const dispatcher = new Agent({ connect: { ca: service.ca } });
  try {
    const { apiKey } = await createProject(db, `bench-step2-${randomUUID()}`, { accountVerification: false });
    const post = async (path: string, form: FormData) => {
      const response = await fetch(`${service.baseUrl}${path}`, {
        method: "POST",
        headers: { "x-api-key": apiKey },
        body: form,
        dispatcher,
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const card = await photoCard(demoFaces.passes);
    const selfie = await portraitImage(demoFaces.passes);
    const newSubmission = async () => {
      const form = new FormData();
      for (const [key, value] of Object.entries({
        issuingCountry: "FRA",
        email: "bench@example.com",
        idType: "government_id",
      }))
        form.set(key, value);
      form.set("idImage", new Blob([new Uint8Array(card)], { type: "image/png" }), "id.png");
      const { status, body } = await post("/v2/submission/step1", form);
      if (status !== 200) throw new Error(`step 1: ${status} ${JSON.stringify(body)}`);
      return body.submissionId as string;
    };
    const step2 = async (submissionId: string, image: Buffer = selfie) => {
      const form = new FormData();
      for (const [key, value] of Object.entries({
        submissionId,
        name: "Bench Applicant",
        date_of_birth: "1990-01-01",
      }))
        form.set(key, value);
      form.set("faceImage", new Blob([new Uint8Array(image)], { type: "image/jpeg" }), "selfie.jpg");
      return post("/v2/submission/step2", form);
    };
    const timedPass = async (submissionId: string) => {
      const [elapsed, answer] = await time(() => step2(submissionId));
      if (answer.status !== 200 || answer.body.kycStatus !== "pending")
        throw new Error(`step 2: ${answer.status} ${JSON.stringify(answer.body)}`);
      return elapsed;
    };

    const ids: string[] = [];
    for (let i = 0; i < 1 + sequentialCalls + concurrentCalls + 8; i++) ids.push(await newSubmission());
    await timedPass(ids.shift()!); // starts the face worker

    // Baseline: the same upload on a pending submission, refused before any face work.
    const pending = ids[0]!;
    const refused: number[] = [];
    const sequential: number[] = [];
    for (let i = 0; i < sequentialCalls; i++) sequential.push(await timedPass(ids.shift()!));
    for (let i = 0; i < sequentialCalls; i++) refused.push((await time(() => step2(pending)))[0]);
    const baseline = `409 refusal of the same upload p50 ${ms(percentile(refused, 50))}`;
    report("step2: latency one at a time p50", ms(percentile(sequential, 50)), baseline);
    report("step2: latency one at a time p95", ms(percentile(sequential, 95)));

    const queue = ids.splice(0, concurrentCalls);
    const underLoad: number[] = [];
    const [wall] = await time(() =>
      Promise.all(
        Array.from({ length: concurrency }, async () => {
          for (let id = queue.shift(); id; id = queue.shift()) underLoad.push(await timedPass(id));
        }),
      ),
    );
    report(
      `step2: throughput at concurrency ${concurrency}`,
      `${((concurrentCalls / wall) * 1000).toFixed(2)} calls/s (${concurrentCalls} in ${ms(wall)})`,
      `one at a time ${(1000 / percentile(sequential, 50)).toFixed(2)} calls/s`,
    );
    report(
      `step2: latency at concurrency ${concurrency} p50 / p95`,
      `${ms(percentile(underLoad, 50))} / ${ms(percentile(underLoad, 95))}`,
    );

    await selfieUploadMemory(service, ids.splice(0, 8), step2, atStart, report);
  } finally {
    await dispatcher.close();
    await db.$disconnect();
    await service.stop();
  }
}

async function selfieUploadMemory(
  service: RunningService,
  ids: string[],
  step2: (id: string, image: Buffer) => Promise<{ status: number }>,
  atStart: number,
  report: Report,
) {
  const image = await nearLimitJpeg();
  const before = await rssKb(service.pid);
  let peak = before;
  const poll = setInterval(() => void rssKb(service.pid).then((kb) => (peak = Math.max(peak, kb))), 5);
  const [elapsed, answers] = await time(() => Promise.all(ids.map((id) => step2(id, image))));
  clearInterval(poll);
  if (answers.some((answer) => answer.status !== 200))
    throw new Error(`selfie uploads: ${answers.map((a) => a.status).join(", ")}`);
  report(
    `step2: peak RSS, 8 clients each sending a ${(image.length / 1024 / 1024).toFixed(2)} MB selfie (target < 500 MB)`,
    `${(peak / 1024).toFixed(0)} MB sampled in ${ms(elapsed)}`,
    `before ${(before / 1024).toFixed(0)} MB with the OCR and face workers loaded; ${(atStart / 1024).toFixed(0)} MB just after start`,
  );
}
