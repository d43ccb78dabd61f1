// The real specimen set (../shared/data/id-documents, ground truth in truth.json), read and
// scored exactly as its README says: `expected` fields of "claimed" documents are exact,
// wrong or missing; `unscored` fields count only when returned and different; "unclaimed"
// documents count only wrong values.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { IdDocument, IdDocumentReader } from "../../kyc-service/verification/ocr/read-id-document";
import type { OcrFields } from "../../kyc-service/verification/ocr/ocr-fields";
import {
  printedFields,
  REAL_PRINTED_NAMES,
  scoreNames,
  wordByWord,
  type NameScore,
} from "./ocr-printed-names";

export const REAL_DOCUMENTS_DIR = path.resolve(import.meta.dirname, "../../../shared/data/id-documents");

type TruthDocument = {
  mrz?: string[];
  id: string;
  file: string;
  idType: string;
  issuingCountry: string;
  scope: "claimed" | "unclaimed";
  expected: Record<string, string>;
  unscored: Record<string, { value: string }>;
};

export type RealScore = {
  id: string;
  scope: TruthDocument["scope"];
  expected: number;
  exact: number;
  wrong: string[];
  missing: string[];
  anyData: boolean;
  /** Name fields printed with diacritics: as printed, partly, as the MRZ writes them, wrong. */
  names: NameScore;
};

export async function loadRealDocuments(): Promise<Array<TruthDocument & { image: Buffer }>> {
  const truth = JSON.parse(await readFile(path.join(REAL_DOCUMENTS_DIR, "truth.json"), "utf8")) as {
    documents: TruthDocument[];
  };
  return Promise.all(
    truth.documents.map(async (doc) => ({
      ...doc,
      image: await readFile(path.join(REAL_DOCUMENTS_DIR, doc.file)),
    })),
  );
}

export function scoreRealDocument(doc: TruthDocument, read: OcrFields | null): RealScore {
  const answer: Record<string, unknown> = read ?? {};
  const score: RealScore = {
    id: doc.id,
    scope: doc.scope,
    expected: 0,
    exact: 0,
    wrong: [],
    missing: [],
    anyData: Boolean(read && Object.keys(read).length),
    names: scoreNames(
      doc.expected,
      REAL_PRINTED_NAMES[doc.id] ? printedFields(REAL_PRINTED_NAMES[doc.id]!) : doc.expected,
      read,
    ),
  };
  for (const [field, value] of Object.entries(answer)) {
    if (value === undefined) continue;
    const truth = doc.expected[field] ?? doc.unscored[field]?.value;
    const scored = doc.scope === "claimed" && field in doc.expected;
    // A name restored to its printed spelling (ROZÁLIA for the MRZ's ROZALIA), wholly or
    // word by word, is exact too.
    const printed = REAL_PRINTED_NAMES[doc.id];
    const asPrinted = printed && (printedFields(printed) as Record<string, string>)[field];
    const restored =
      asPrinted !== undefined && truth !== undefined && wordByWord(String(value), asPrinted, truth);
    if (truth !== undefined && (value === truth || restored)) {
      if (scored) score.exact++;
    } else if (truth !== undefined || doc.scope === "claimed") {
      // A value where the truth has none is wrong too: the reader invented a field.
      score.wrong.push(field);
    }
  }
  if (doc.scope === "claimed") {
    score.expected = Object.keys(doc.expected).length;
    score.missing = Object.keys(doc.expected).filter((field) => answer[field] === undefined);
  }
  return score;
}

/** Reads every real document one after another; the scores in truth.json's order. */
export async function readRealDocuments(reader: IdDocumentReader): Promise<RealScore[]> {
  const scores: RealScore[] = [];
  for (const doc of await loadRealDocuments()) {
    const document: IdDocument = { idType: doc.idType, issuingCountry: doc.issuingCountry };
    scores.push(scoreRealDocument(doc, await reader.read(doc.image, document)));
  }
  return scores;
}

export function summariseReal(scores: RealScore[]) {
  const claimed = scores.filter((s) => s.scope === "claimed");
  const sum = (pick: (s: RealScore) => number, of = claimed) => of.reduce((t, s) => t + pick(s), 0);
  const exact = sum((s) => s.exact);
  const expected = sum((s) => s.expected);
  return {
    exact,
    expected,
    percent: (exact / expected) * 100,
    wrong: sum((s) => s.wrong.length, scores),
    withData: claimed.filter((s) => s.anyData).length,
    claimed: claimed.length,
    namesPrinted: sum((s) => s.names.printed),
    namesRestored: sum((s) => s.names.restored),
    namesPartly: sum((s) => s.names.partly),
    namesWrong: sum((s) => s.names.wrong),
  };
}
