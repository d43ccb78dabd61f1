// Portrait crops cut from the photos that ship inside @vladmandic/human (its README
// screenshots). Used by the face calibration, the tests, the demo seed and the specimen
// document generator: the only real faces available on a machine without network.
//
// Identity labels are by eye: `personId` groups crops of one person (the library's author
// appears in several of his own screenshots; a few others twice); every other crop is
// assumed to be a distinct person. A stranger seen twice cannot be ruled out in ~100 px
// crops: calibrate.ts prints the closest "different" pairs so such a case would show.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";

export type SamplePortrait = {
  /** Stable id of the crop, e.g. "facematch-r2c05". */
  id: string;
  /** Stable id of the person shown; crops of one person share it. */
  personId: string;
  /** JPEG bytes of the crop. */
  image: Buffer;
  width: number;
  height: number;
  source: string;
};

type Box = { left: number; top: number; width: number; height: number };
type Crop = { id: string; personId: string; file: string; box: Box };

const require = createRequire(import.meta.url);
export const humanAssetsDir = path.resolve(
  path.dirname(require.resolve("@vladmandic/human")),
  "..",
  "assets",
);

/** The author: facematch grid row 1, the faceid screenshot, the first facedetect crop. */
const AUTHOR = "person-author";
const AUTHOR_GRID_CELLS = [
  "r1c01",
  "r1c02",
  "r1c03",
  "r1c04",
  "r1c05",
  "r1c06",
  "r1c07",
  "r1c08",
  "r1c09",
  "r1c11",
];

/**
 * Other people seen twice, by eye (after calibration flagged them as near-identical): the
 * facedetect crops were cut from group photos that the facematch grid also draws on, so a
 * pair may be one original photo at two resolutions; r3c06/r3c07 look like one man.
 */
const SAME_PERSON: Record<string, string> = {
  "facedetect-2": "person-a",
  "facematch-r5c06": "person-a",
  "facedetect-3": "person-b",
  "facematch-r5c07": "person-b",
  "facedetect-4": "person-c",
  "facematch-r3c12": "person-c",
  "facedetect-5": "person-d",
  "facematch-r4c14": "person-d",
  "facematch-r3c06": "person-e",
  "facematch-r3c07": "person-e",
  ...Object.fromEntries(AUTHOR_GRID_CELLS.map((cell) => [`facematch-${cell}`, AUTHOR])),
  "facedetect-1": AUTHOR,
  "faceid-1": AUTHOR,
};
const personOf = (cropId: string) => SAME_PERSON[cropId] ?? `person-${cropId}`;

// screenshot-facematch.jpg: 6 rows x 18 columns of face crops (about 103 x 107 px each),
// rows starting at y = 283 + 112.4 * row, columns at x = 1 + 106.7 * column.
const GRID_ROWS = 6;
const GRID_COLUMNS = 18;
/**
 * Left out: cells that might show the author but could not be told apart by eye (painted
 * face, sunglasses, blur), so they can serve neither as "same" nor as "different".
 */
const GRID_SKIP = new Set<string>([
  "r1c10",
  "r1c12",
  "r1c13",
  "r1c14",
  "r1c15",
  "r1c16",
  "r1c17",
  "r1c18",
  "r2c01",
  "r2c02",
  "r2c03",
  "r2c04",
  "r2c09",
  "r2c14",
  "r2c16",
  "r2c17",
  // Mirrored sunglasses: no face is found at all.
  "r3c05",
  "r3c14",
]);

function gridCrops(): Crop[] {
  const crops: Crop[] = [];
  for (let row = 0; row < GRID_ROWS; row++) {
    for (let column = 0; column < GRID_COLUMNS; column++) {
      const cell = `r${row + 1}c${String(column + 1).padStart(2, "0")}`;
      if (GRID_SKIP.has(cell)) continue;
      crops.push({
        id: `facematch-${cell}`,
        personId: personOf(`facematch-${cell}`),
        file: "screenshot-facematch.jpg",
        box: {
          left: Math.round(1 + 106.7 * column),
          top: Math.round(283 + 112.4 * row),
          width: 103,
          height: 106,
        },
      });
    }
  }
  return crops;
}

// screenshot-facedetect.jpg: five larger crops (about 150 px) in a row.
const FACEDETECT_COLUMNS = [7, 164, 321, 478, 643];
function faceDetectCrops(): Crop[] {
  return FACEDETECT_COLUMNS.map((left, index) => ({
    id: `facedetect-${index + 1}`,
    personId: personOf(`facedetect-${index + 1}`),
    file: "screenshot-facedetect.jpg",
    box: { left, top: 346, width: 148, height: 150 },
  }));
}

const FACEID: Crop = {
  id: "faceid-1",
  personId: personOf("faceid-1"),
  file: "screenshot-faceid.jpg",
  box: { left: 14, top: 142, width: 140, height: 140 },
};

export const portraitCrops: readonly Crop[] = [FACEID, ...faceDetectCrops(), ...gridCrops()];

let cached: Promise<SamplePortrait[]> | null = null;

/** Every sample portrait, in a stable order. Crops are cut once per process. */
export function loadSamplePortraits(): Promise<SamplePortrait[]> {
  cached ??= cutAll();
  return cached;
}

async function cutAll(): Promise<SamplePortrait[]> {
  const files = new Map<string, Buffer>();
  for (const file of new Set(portraitCrops.map((crop) => crop.file)))
    files.set(file, await readFile(path.join(humanAssetsDir, file)));
  return Promise.all(
    portraitCrops.map(async (crop) => ({
      id: crop.id,
      personId: crop.personId,
      image: await sharp(files.get(crop.file)).extract(crop.box).jpeg({ quality: 92 }).toBuffer(),
      width: crop.box.width,
      height: crop.box.height,
      source: `@vladmandic/human/assets/${crop.file}`,
    })),
  );
}
