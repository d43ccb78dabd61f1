// Step 1's OCR step: reads the stored ID image and, when anything was read, answers it as
// `reviewOCRData` and stores it on the submission (step 2's Korean ID check compares
// against it). A failed read leaves both out; step 1 still succeeds.
import { readFile } from "node:fs/promises";
import type { Step1Step } from "../../domain/step1/steps";

export const ocrStep: Step1Step = {
  name: "ocr",
  async run({ deps, submission, idImage, result }) {
    if (!deps.ocr) return;
    const image = await readFile(idImage.path);
    const fields = await deps.ocr.read(image, {
      idType: submission.idType,
      issuingCountry: submission.issuingCountry,
    });
    if (!fields) return;
    result.reviewOCRData = fields;
    return { ocr: JSON.stringify(fields) };
  },
};

/** The OCR fields stored by step 1, or {} when there are none (or the column is unreadable). */
export function storedOcrFields(column: string | null): Record<string, string | undefined> {
  if (!column) return {};
  try {
    const parsed: unknown = JSON.parse(column);
    return parsed && typeof parsed === "object" ? (parsed as Record<string, string | undefined>) : {};
  } catch {
    return {};
  }
}
