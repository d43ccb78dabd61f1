// Field-level scoring of one OCR answer against a specimen's ground truth: a field is exact
// when read as printed, wrong when read differently (or read where the truth has none), and
// not read when absent. A wrong field is worse than a missing one: reviewers trust it.
import type { OcrFields } from "../../kyc-service/verification/ocr/ocr-fields";
import type { SpecimenKind } from "../specimens";

export type FieldScore = { kind: SpecimenKind; total: number; exact: number; wrong: number };

export function scoreFields(kind: SpecimenKind, truth: OcrFields, read: OcrFields | null): FieldScore {
  const expected = Object.entries(truth).filter(([, value]) => value !== undefined);
  const answer: Record<string, unknown> = read ?? {};
  let exact = 0;
  let wrong = 0;
  for (const [key, value] of expected) {
    if (answer[key] === undefined) continue;
    if (answer[key] === value) exact++;
    else wrong++;
  }
  const extra = Object.keys(answer).filter((key) => answer[key] !== undefined && !(key in truth)).length;
  return { kind, total: expected.length, exact, wrong: wrong + extra };
}
