// OCR figures, each against the reader this branch replaces (ocr-previous.ts) in the same
// run: field accuracy on the real specimen set (ocr-real.ts) and on generated, photographed
// specimens (scripts/specimens), documents with any OCR data, the reader's p50 on a 3 MB
// photo; then step 1 over HTTPS on that photo and the service's memory with 8 concurrent
// uploads (ocr-step1.ts).
import {
  createIdDocumentReader,
  type IdDocument,
  type IdDocumentReader,
} from "../../kyc-service/verification/ocr/read-id-document";
import type { OcrFields } from "../../kyc-service/verification/ocr/ocr-fields";
import { loadSamplePortraits } from "../../kyc-service/verification/faces/portraits";
import {
  photographedDegrade,
  realisticDegrade,
  renderSpecimen,
  renderSpecimenPhoto,
  SPECIMEN_KINDS,
  type SpecimenKind,
} from "../specimens";
import { ms, percentile, time, type Report } from "./measure";
import { previousCommit, previousReader } from "./ocr-previous";
import { readRealDocuments, summariseReal } from "./ocr-real";
import { diacriticsLine, diacriticsSamples } from "./ocr-diacritics";
import { PRINTED_NAMES, renderPrintedNamePhoto } from "./ocr-printed-names";
import { scoreFields, type FieldScore } from "./ocr-score";
import { step1Figures } from "./ocr-step1";

const generated = 32;
// MRZ documents photographed harshly (photographedDegrade): any quarter turn, tilt to 30°, glare.
const harsh = 8;
const readerRounds = 5;
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

async function harshSamples(): Promise<Sample[]> {
  const out: Sample[] = [];
  for (let seed = 101; seed < 101 + harsh; seed++) {
    const kind: SpecimenKind = seed % 2 ? "passport" : "id_card";
    const specimen = await renderSpecimen({
      kind,
      seed,
      portrait: await portrait(seed),
      degrade: photographedDegrade(seed),
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

// Korean cards photographed upside down: the levelling gives the angle only up to a half turn.
const upsideDownKorean = 6;

async function upsideDownKoreanSamples(): Promise<Sample[]> {
  const out: Sample[] = [];
  for (let seed = 301; seed < 301 + upsideDownKorean; seed++) {
    const kind: SpecimenKind = seed % 2 ? "kr_resident_card" : "kr_driver_licence";
    const degrade = realisticDegrade(seed);
    const specimen = await renderSpecimen({
      kind,
      seed,
      portrait: await portrait(seed),
      degrade: { ...degrade, rotate: 180 + (degrade.rotate ?? 0) },
    });
    out.push({ kind, image: specimen.image, document: DOCUMENT[kind]("KOR"), truth: specimen.truth });
  }
  return out;
}

async function samples(): Promise<Sample[]> {
  const out: Sample[] = [];
  for (let seed = 1; seed <= generated; seed++) {
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

const newReader = (make: typeof createIdDocumentReader | typeof previousReader) =>
  make({ size: 1, queueLimit: 64, timeoutMs: 60_000 });

export async function bench(report: Report) {
  const items = await samples();
  const harshItems = await harshSamples();
  const printedNames = await diacriticsSamples();
  const turnedKorean = await upsideDownKoreanSamples();
  const photo = await renderSpecimenPhoto("passport", 12, limit, await portrait(12));
  const readers: Array<[string, IdDocumentReader]> = [
    ["this reader", await newReader(createIdDocumentReader)],
    [`previous reader (${previousCommit().slice(0, 7)})`, await newReader(previousReader)],
  ];
  const figures: Record<string, string[]> = {};
  try {
    for (const [name, reader] of readers) {
      await reader.warm();
      const real = summariseReal(await readRealDocuments(reader));
      const scores: FieldScore[] = [];
      for (const item of items)
        scores.push(scoreFields(item.kind, item.truth, await reader.read(item.image, item.document)));
      const harshScores: FieldScore[] = [];
      for (const item of harshItems)
        harshScores.push(scoreFields(item.kind, item.truth, await reader.read(item.image, item.document)));
      const turnedScores: FieldScore[] = [];
      for (const item of turnedKorean)
        turnedScores.push(scoreFields(item.kind, item.truth, await reader.read(item.image, item.document)));
      const passport = { idType: "passport", issuingCountry: "KOR" };
      await reader.read(photo.image, passport);
      const elapsed: number[] = [];
      for (let i = 0; i < readerRounds; i++)
        elapsed.push((await time(() => reader.read(photo.image, passport)))[0]);
      figures[name] = [
        `${real.exact}/${real.expected} fields exact (${real.percent.toFixed(1)}%), ${real.wrong} wrong`,
        `${real.withData}/${real.claimed}`,
        generatedLine(scores),
        ms(percentile(elapsed, 50)),
        generatedLine(harshScores),
        `${real.namesRestored}/${real.namesPrinted} name fields printed with diacritics read as printed, ` +
          `${real.namesPartly} partly, ${real.namesWrong} wrong`,
        await diacriticsLine(reader, printedNames),
        generatedLine(turnedScores),
      ];
    }
  } finally {
    await Promise.all(readers.map(([, reader]) => reader.close()));
  }
  const [mine, previous] = readers.map(([name]) => [name, figures[name]!] as const);
  const line = (label: string, at: number) =>
    report(label, mine![1][at]!, `${previous![0]}: ${previous![1][at]}`);
  line("ocr: real specimen set, claimed documents (target >= 95% exact, 0 wrong)", 0);
  line("ocr: real specimen set, claimed documents with any OCR data", 1);
  line(`ocr: generated specimens (${items.length}, photographed)`, 2);
  line(
    `ocr: generated MRZ documents photographed harshly (${harshItems.length}: any orientation, tilt to 30°, glare)`,
    4,
  );
  line(`ocr: generated Korean cards photographed upside down (${turnedKorean.length})`, 7);
  line("ocr: real specimen set, names printed with diacritics", 5);
  line(`ocr: generated names printed with diacritics (${printedNames.length}: MÜLLER over MUELLER)`, 6);
  line(
    `ocr: reader p50 in-process, generated passport photo ${(photo.image.length / 1024 / 1024).toFixed(2)} MB`,
    3,
  );
  // A French passport whose printed names have diacritics: its visual zone is read too.
  const printed = PRINTED_NAMES.find(
    (sample) => sample.kind === "passport" && sample.mrz.nationality === "FRA",
  )!;
  const printedPhoto = await renderPrintedNamePhoto(printed, limit);
  await step1Figures(report, [
    {
      label: "passport photo",
      image: photo.image,
      document: { idType: "passport", issuingCountry: "KOR" },
      expected: Object.keys(photo.truth).length,
    },
    {
      label: "passport photo with printed diacritics (FRA, visual zone read too)",
      image: printedPhoto.image,
      document: { idType: "passport", issuingCountry: "FRA" },
      expected: Object.keys(printedPhoto.truth).length,
    },
  ]);
}

function generatedLine(scores: FieldScore[]) {
  const sum = (pick: (s: FieldScore) => number) => scores.reduce((total, s) => total + pick(s), 0);
  const [exact, total, wrong] = [sum((s) => s.exact), sum((s) => s.total), sum((s) => s.wrong)];
  const byKind = SPECIMEN_KINDS.map((kind) => {
    const of = scores.filter((s) => s.kind === kind);
    return `${kind} ${of.reduce((t, s) => t + s.exact, 0)}/${of.reduce((t, s) => t + s.total, 0)}`;
  }).join(", ");
  return `${exact}/${total} fields exact (${((exact / total) * 100).toFixed(1)}%), ${wrong} wrong; ${byKind}`;
}
