// Names printed with diacritics over an MRZ that transliterates them (ocr-printed-names.ts),
// each page clean and photographed (realisticDegrade): how many name fields come back in
// the printed spelling, how many in the MRZ's (not wrong), and how many wrong, with the
// other fields scored as usual.
import type { IdDocumentReader } from "../../kyc-service/verification/ocr/read-id-document";
import { realisticDegrade } from "../specimens";
import {
  PRINTED_NAMES,
  printedFields,
  renderPrintedName,
  scoreNames,
  type NameScore,
} from "./ocr-printed-names";
import { ms as fmt, percentile, time } from "./measure";
import { scoreFields } from "./ocr-score";

const NAME_FIELDS = new Set(["ocr_lastName", "ocr_firstName", "ocr_name"]);

const withoutNames = (fields: Record<string, unknown> | null) =>
  fields && Object.fromEntries(Object.entries(fields).filter(([key]) => !NAME_FIELDS.has(key)));

export type DiacriticsSample = Awaited<ReturnType<typeof renderPrintedName>> & {
  sample: (typeof PRINTED_NAMES)[number];
};

export async function diacriticsSamples(): Promise<DiacriticsSample[]> {
  const out: DiacriticsSample[] = [];
  for (const sample of PRINTED_NAMES)
    for (const degrade of [undefined, realisticDegrade(sample.seed)])
      out.push({ ...(await renderPrintedName(sample, degrade)), sample });
  return out;
}

export async function diacriticsLine(reader: IdDocumentReader, samples: DiacriticsSample[]): Promise<string> {
  const names: NameScore = { printed: 0, restored: 0, partly: 0, mrzForm: 0, wrong: 0 };
  let [exact, total, wrong] = [0, 0, 0];
  const elapsed: number[] = [];
  for (const { image, truth, sample } of samples) {
    const document = {
      idType: sample.kind === "passport" ? "passport" : "government_id",
      issuingCountry: sample.mrz.nationality,
    };
    const [ms, read] = await time(() => reader.read(image, document));
    elapsed.push(ms);
    const score = scoreNames(
      truth,
      printedFields({ lastName: sample.printed.surname, firstName: sample.printed.givenNames }),
      read,
    );
    for (const key of ["printed", "restored", "partly", "mrzForm", "wrong"] as const)
      names[key] += score[key];
    const others = scoreFields(sample.kind, withoutNames(truth)!, withoutNames(read));
    [exact, total, wrong] = [exact + others.exact, total + others.total, wrong + others.wrong];
  }
  return (
    `name fields as printed ${names.restored}/${names.printed}, partly ${names.partly}, ` +
    `in the MRZ's spelling ${names.mrzForm}, wrong ${names.wrong}; ` +
    `other fields ${exact}/${total} exact, ${wrong} wrong; reader p50 ${fmt(percentile(elapsed, 50))}`
  );
}
