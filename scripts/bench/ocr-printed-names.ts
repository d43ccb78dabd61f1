// Generated specimens whose visual zone prints a name with diacritics while the MRZ carries
// its ICAO transliteration (MÜLLER over MUELLER): the generator draws one spelling for both,
// so the printed one is swapped into the page's SVG before rendering. The MRZ is drawn one
// glyph per element, so only the visual zone's text matches the whole name.
import sharp from "sharp";
import { applyDegrade, type Degrade } from "../specimens/degrade";
import { groundTruth, randomSpecimenFields, type SpecimenFields } from "../specimens/fields";
import { installSpecimenFonts } from "../specimens/fonts";
import { layoutSpecimen } from "../specimens/layouts";
import { jpegUnder } from "../specimens/sized-photo";

export type PrintedName = {
  kind: "passport" | "id_card";
  seed: number;
  /** The names as the MRZ writes them (transliterated). */
  mrz: { surname: string; givenNames: string; nationality: string };
  /** The same names as printed in the visual zone. */
  printed: { surname: string; givenNames: string };
};

/** Names with diacritics, each with the transliteration its country's MRZ uses. */
export const PRINTED_NAMES: PrintedName[] = [
  {
    kind: "passport",
    seed: 201,
    mrz: { surname: "MUELLER", givenNames: "JUERGEN", nationality: "DEU" },
    printed: { surname: "MÜLLER", givenNames: "JÜRGEN" },
  },
  {
    kind: "id_card",
    seed: 202,
    mrz: { surname: "LEFEVRE", givenNames: "HELENE", nationality: "FRA" },
    printed: { surname: "LEFÈVRE", givenNames: "HÉLÈNE" },
  },
  {
    kind: "passport",
    seed: 203,
    mrz: { surname: "GARCON", givenNames: "FRANCOIS", nationality: "FRA" },
    printed: { surname: "GARÇON", givenNames: "FRANÇOIS" },
  },
  {
    kind: "id_card",
    seed: 204,
    mrz: { surname: "AEBERSOLD", givenNames: "NOEL", nationality: "CHE" },
    printed: { surname: "ÄBERSOLD", givenNames: "NOËL" },
  },
];

/**
 * The names of the real set's documents whose visual zone prints diacritics, as printed
 * (transcribed from the images; truth.json gives the MRZ form only). Every other claimed
 * document prints its names as its MRZ writes them.
 */
export const REAL_PRINTED_NAMES: Record<string, { lastName: string; firstName: string }> = {
  "isl-1999": { lastName: "ÆVARSDÓTTIR", firstName: "ÞURÍÐUR ÖSP" },
  "hun-handra": { lastName: "HANDRA", firstName: "ROZÁLIA IRMA" },
  "ltu-basanaviciene": { lastName: "BASANAVIČIENĖ", firstName: "BIRUTĖ" },
};

export const printedFields = (printed: { lastName: string; firstName: string }) => ({
  ocr_lastName: printed.lastName,
  ocr_firstName: printed.firstName,
  ocr_name: `${printed.lastName} ${printed.firstName}`,
});

export type NameScore = { printed: number; restored: number; partly: number; mrzForm: number; wrong: number };

const NAME_FIELDS = ["ocr_lastName", "ocr_firstName", "ocr_name"] as const;

/**
 * Name fields whose printed form has diacritics: restored (read as printed), partly (each
 * word either as printed or as the MRZ writes it: MUELLER JÜRGEN), left in the MRZ's form
 * (not wrong: the MRZ writes it so), or wrong (anything else). Absent is none.
 */
export function scoreNames(
  mrz: Record<string, unknown>,
  printed: Record<string, string>,
  read: Record<string, unknown> | null,
): NameScore {
  const score: NameScore = { printed: 0, restored: 0, partly: 0, mrzForm: 0, wrong: 0 };
  for (const field of NAME_FIELDS) {
    if (printed[field] === mrz[field]) continue;
    score.printed++;
    const value = read?.[field];
    if (value === undefined) continue;
    if (value === printed[field]) score.restored++;
    else if (value === mrz[field]) score.mrzForm++;
    else if (wordByWord(String(value), String(printed[field]), String(mrz[field]))) score.partly++;
    else score.wrong++;
  }
  return score;
}

/** Each word of the name as printed or as the MRZ writes it (MUELLER JÜRGEN). */
export function wordByWord(value: string, printed: string, mrz: string): boolean {
  const words = value.split(" ");
  const [printedWords, mrzWords] = [printed.split(" "), mrz.split(" ")];
  return (
    words.length === mrzWords.length &&
    words.every((word, at) => word === printedWords[at] || word === mrzWords[at])
  );
}

export async function renderPrintedName(sample: PrintedName, degrade?: Degrade) {
  installSpecimenFonts();
  const fields: SpecimenFields = {
    ...randomSpecimenFields(sample.kind, sample.seed),
    surname: sample.mrz.surname,
    givenNames: sample.mrz.givenNames,
    nationality: sample.mrz.nationality,
    issuingCountry: sample.mrz.nationality,
  };
  const layout = layoutSpecimen(sample.kind, fields, sample.seed);
  const svg = layout.svg
    .replace(`>${sample.mrz.surname}<`, `>${sample.printed.surname}<`)
    .replace(`>${sample.mrz.givenNames}<`, `>${sample.printed.givenNames}<`);
  const page = await sharp(Buffer.from(svg)).png().toBuffer();
  const image = degrade ? await applyDegrade(page, layout.width, degrade) : page;
  return { image, fields, truth: groundTruth(sample.kind, fields) };
}

/**
 * The page photographed large, as renderSpecimenPhoto does: a JPEG as close under the byte
 * limit as the quality steps allow, for step 1's latency with the visual zone read.
 */
export async function renderPrintedNamePhoto(sample: PrintedName, maxBytes: number) {
  const seed = sample.seed;
  const page = await renderPrintedName(sample, {
    scale: 2.2,
    noise: 9,
    rotate: 1.5,
    background: true,
    jpegQuality: 100,
    seed,
  });
  return { ...page, image: await jpegUnder(page.image, maxBytes) };
}
