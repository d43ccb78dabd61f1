// OCR figures: field-level accuracy on 50 generated, photographically degraded documents
// (every kind in turn), step 1 latency over HTTPS on a 3 MB photo against step 1 of the same
// photo for a document type with no reader (same run), and pool throughput with 2 callers on
// 2 workers against 1 worker. Documents come from scripts/specimens (known ground truth),
// with faces from the package photos.
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { Agent, fetch, FormData } from "undici";
import {
  createIdDocumentReader,
  type IdDocument,
  type IdDocumentReader,
} from "../../kyc-service/verification/ocr/read-id-document";
import type { OcrFields } from "../../kyc-service/verification/ocr/ocr-fields";
import { loadSamplePortraits } from "../../kyc-service/verification/faces/portraits";
import { startService } from "../../kyc-service/setup/service-process";
import {
  realisticDegrade,
  renderSpecimen,
  renderSpecimenPhoto,
  SPECIMEN_KINDS,
  type SpecimenKind,
} from "../specimens";
import { ms, percentile, time, type Report } from "./measure";
import { scoreFields, type FieldScore } from "./ocr-score";

const documents = 50;
const throughputDocuments = 16;
const latencyRounds = 8;
const limit = 3 * 1024 * 1024;

const DOCUMENT: Record<SpecimenKind, (country: string) => IdDocument> = {
  passport: () => ({ idType: "passport", issuingCountry: "KOR" }),
  id_card: (country) => ({ idType: "government_id", issuingCountry: country }),
  kr_resident_card: () => ({ idType: "government_id", issuingCountry: "KOR" }),
  kr_driver_licence: () => ({ idType: "drivers_license", issuingCountry: "KOR" }),
};

type Sample = { kind: SpecimenKind; image: Buffer; document: IdDocument; truth: OcrFields };

// Real faces from the package photos: a portrait's texture is what OCR must ignore.
const portrait = async (seed: number) => {
  const portraits = await loadSamplePortraits();
  return portraits[(seed * 7) % portraits.length]!.image;
};

async function samples(): Promise<Sample[]> {
  const out: Sample[] = [];
  for (let seed = 1; seed <= documents; seed++) {
    const kind = SPECIMEN_KINDS[seed % SPECIMEN_KINDS.length]!;
    const specimen = await renderSpecimen({
      kind,
      seed,
      portrait: await portrait(seed),
      degrade: realisticDegrade(seed),
    });
    out.push({
      kind,
      image: specimen.image,
      document: DOCUMENT[kind](specimen.fields.issuingCountry),
      truth: specimen.truth,
    });
  }
  return out;
}

/** Reads every sample with `callers` concurrent callers; the answers in sample order. */
async function readAll(
  reader: IdDocumentReader,
  items: Sample[],
  callers: number,
): Promise<[number, Array<OcrFields | null>]> {
  const answers: Array<OcrFields | null> = new Array(items.length).fill(null);
  let next = 0;
  return time(async () => {
    await Promise.all(
      Array.from({ length: callers }, async () => {
        for (let i = next++; i < items.length; i = next++)
          answers[i] = await reader.read(items[i]!.image, items[i]!.document);
      }),
    );
    return answers;
  });
}

const newReader = (size: number) => createIdDocumentReader({ size, queueLimit: 64, timeoutMs: 60_000 });
const perSecond = (count: number, elapsed: number) => `${((count / elapsed) * 1000).toFixed(2)} documents/s`;

export async function bench(report: Report) {
  const items = await samples();
  const two = newReader(2);
  const one = newReader(1);
  try {
    await two.warm();
    const [, answers] = await readAll(two, items, 2);
    reportAccuracy(
      report,
      items.map((item, i) => scoreFields(item.kind, item.truth, answers[i] ?? null)),
    );

    await one.warm();
    const subset = items.slice(0, throughputDocuments);
    const [oneElapsed] = await readAll(one, subset, 2);
    const [twoElapsed] = await readAll(two, subset, 2);
    report(
      `ocr: pool throughput, 2 callers, 2 workers (${subset.length} documents)`,
      perSecond(subset.length, twoElapsed),
      `1 worker: ${perSecond(subset.length, oneElapsed)}`,
    );
  } finally {
    await Promise.all([one.close(), two.close()]);
  }
  await step1Latency(report);
}

function reportAccuracy(report: Report, scores: FieldScore[]) {
  const sum = (pick: (s: FieldScore) => number, of = scores) => of.reduce((total, s) => total + pick(s), 0);
  const line = (of: FieldScore[]) => {
    const [exact, total, wrong] = [sum((s) => s.exact, of), sum((s) => s.total, of), sum((s) => s.wrong, of)];
    return `${exact}/${total} fields exact (${((exact / total) * 100).toFixed(1)}%), ${wrong} wrong, ${total - exact - wrong} not read`;
  };
  report(`ocr: accuracy on ${scores.length} degraded documents (target >= 95% exact)`, line(scores));
  for (const kind of SPECIMEN_KINDS)
    report(`ocr: accuracy, ${kind}`, line(scores.filter((s) => s.kind === kind)));
  const mrz = scores.filter((s) => s.kind === "passport" || s.kind === "id_card");
  report(
    "ocr: MRZ fields returned but wrong (target 0)",
    `${sum((s) => s.wrong, mrz)} of ${sum((s) => s.exact + s.wrong, mrz)} returned`,
  );
  report(
    "ocr: documents read completely",
    `${scores.filter((s) => s.exact === s.total).length}/${scores.length}`,
  );
}

/** CPU time of a process, all threads, in ms (utime + stime from /proc, 100 ticks a second). */
async function cpuMs(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, "utf8")).split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function step1Latency(report: Report) {
  const photos = [
    await renderSpecimenPhoto("passport", 12, limit, await portrait(12)),
    await renderSpecimenPhoto("kr_resident_card", 7, limit, await portrait(7)),
  ];
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
  try {
    for (const [photo, kind] of [
      [photos[0]!, "passport"],
      [photos[1]!, "kr_resident_card"],
    ] as const) {
      const document = DOCUMENT[kind]("KOR");
      const noReader = { idType: "drivers_license", issuingCountry: "USA" };
      await step1(photo.image, document); // the first recognition of a fresh worker is slower
      const withOcr: number[] = [],
        without: number[] = [],
        decode: number[] = [],
        cpu: number[] = [],
        cpuWithout: number[] = [];
      let fieldsRead = 0;
      for (let i = 0; i < latencyRounds; i++) {
        let cpuBefore = await cpuMs(service.pid);
        const [elapsed, answer] = await time(() => step1(photo.image, document));
        cpu.push((await cpuMs(service.pid)) - cpuBefore);
        withOcr.push(elapsed);
        fieldsRead = Object.keys(answer.reviewOCRData ?? {}).length;
        cpuBefore = await cpuMs(service.pid);
        without.push((await time(() => step1(photo.image, noReader)))[0]);
        cpuWithout.push((await cpuMs(service.pid)) - cpuBefore);
        decode.push((await time(() => sharp(photo.image).rotate().greyscale().raw().toBuffer()))[0]);
      }
      const { width, height } = await sharp(photo.image).metadata();
      report(
        `ocr: step 1 p50, ${kind} photo ${(photo.image.length / 1024 / 1024).toFixed(2)} MB ${width}x${height} (target <= 1.5 s)`,
        `${ms(percentile(withOcr, 50))} (p95 ${ms(percentile(withOcr, 95))}, ${fieldsRead}/${Object.keys(photo.truth).length} fields)`,
        `step 1 without OCR ${ms(percentile(without, 50))}; decode only ${ms(percentile(decode, 50))}`,
      );
      // CPU the service spent (all its threads): what the time would be on an idle machine.
      report(
        `ocr: step 1 service CPU p50, ${kind} photo`,
        ms(percentile(cpu, 50)),
        `step 1 without OCR ${ms(percentile(cpuWithout, 50))}`,
      );
    }
  } finally {
    await dispatcher.close();
    await service.stop();
  }
}
