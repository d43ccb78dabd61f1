// Step 1 over HTTPS on a 3 MB photo: p50 with OCR against the same upload for a document
// type with no reader (same run), the service's CPU per request, and its resident memory
// while 8 uploads arrive at once against its memory after warming up.
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { Agent, fetch, FormData } from "undici";
import type { IdDocument } from "../../kyc-service/verification/ocr/read-id-document";
import type { OcrFields } from "../../kyc-service/verification/ocr/ocr-fields";
import { startService } from "../../kyc-service/setup/service-process";
import { ms, percentile, time, type Report } from "./measure";

const latencyRounds = 8;
const concurrentUploads = 8;

export type Photo = { label: string; image: Buffer; document: IdDocument; expected: number };

/** utime + stime of a process, all threads, in ms (100 ticks a second). */
async function cpuMs(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, "utf8")).split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

export async function step1Figures(report: Report, photos: Photo[]) {
  const service = await startService({ env: { KYC_OCR_WORKERS: "1", KYC_OCR_WARM: "on" } });
  const dispatcher = new Agent({ connect: { ca: service.ca } });
  const step1 = async (image: Buffer, document: IdDocument) => {
    const form = new FormData();
    form.set("issuingCountry", document.issuingCountry);
    form.set("email", "bench@example.com");
    form.set("idType", document.idType);
    form.set("idImage", new Blob([new Uint8Array(image)], { type: "image/jpeg" }), "id.jpg");
    const response = await fetch(`${service.baseUrl}/v2/submission/step1`, {
      method: "POST",
      headers: { "x-api-key": service.apiKey },
      body: form,
      dispatcher,
    });
    if (response.status !== 200) throw new Error(`step 1: ${response.status} ${await response.text()}`);
    return (await response.json()) as { reviewOCRData?: OcrFields };
  };
  const noReader = { idType: "drivers_license", issuingCountry: "USA" };
  try {
    for (const photo of photos) {
      await step1(photo.image, photo.document); // a fresh worker's first recognition is slower
      const withOcr: number[] = [];
      const without: number[] = [];
      const cpu: number[] = [];
      let fieldsRead = 0;
      for (let i = 0; i < latencyRounds; i++) {
        const cpuBefore = await cpuMs(service.pid);
        const [elapsed, answer] = await time(() => step1(photo.image, photo.document));
        cpu.push((await cpuMs(service.pid)) - cpuBefore);
        withOcr.push(elapsed);
        fieldsRead = Object.keys(answer.reviewOCRData ?? {}).length;
        without.push((await time(() => step1(photo.image, noReader)))[0]);
      }
      const { width, height } = await sharp(photo.image).metadata();
      report(
        `ocr: step 1 p50, ${photo.label} ${(photo.image.length / 1024 / 1024).toFixed(2)} MB ${width}x${height} (target <= 1.5 s)`,
        `${ms(percentile(withOcr, 50))} (p95 ${ms(percentile(withOcr, 95))}, ${fieldsRead}/${photo.expected} fields; service CPU ${ms(percentile(cpu, 50))})`,
        `step 1 without OCR ${ms(percentile(without, 50))}`,
      );
    }
    const idle = await rssMb(service.pid);
    let peak = idle;
    const sampler = setInterval(() => void rssMb(service.pid).then((mb) => (peak = Math.max(peak, mb))), 50);
    const photo = photos[0]!;
    const answers = await Promise.all(
      Array.from({ length: concurrentUploads }, () => step1(photo.image, photo.document)),
    );
    clearInterval(sampler);
    peak = Math.max(peak, await rssMb(service.pid));
    const withData = answers.filter((answer) => answer.reviewOCRData).length;
    report(
      `ocr: service RSS peak, ${concurrentUploads} concurrent step 1 uploads of the ${photo.label} (target < 500 MB)`,
      `${peak.toFixed(0)} MB (${withData}/${concurrentUploads} answered with OCR data)`,
      `after warm-up and the latency rounds ${idle.toFixed(0)} MB`,
    );
  } finally {
    await dispatcher.close();
    await service.stop();
  }
}
