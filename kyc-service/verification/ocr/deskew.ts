// Estimates which way a photographed document's text lines run, at any angle: at the right
// angle, ink pixels projected across the lines pile up in few rows (the lines) and the
// histogram is most uneven. Text lines do not tell up from down, so the answer is within
// (-90°, 90°]; a page upside down after this turn is found by the reader (mrz-reader.ts).
// Cheap: at most 20 000 ink pixels of a small copy, 180 angles, then quarter degrees.
import sharp from "sharp";

const SAMPLE_WIDTH = 500;
const MAX_INK = 20_000;
const NEAR_LEVEL = 35;
const STEEP_MARGIN = 1.25;

export type SkewEstimate = {
  /** Clockwise angle of the text lines: turning the picture by minus this levels them. */
  degrees: number;
  /**
   * How line-like the ink is: the coefficient of variation of the histogram across the lines
   * at the best angle. Printed text lines give well over 1; noise, flat photos and blank
   * pages far less.
   */
  lineStructure: number;
};

type Ink = { xs: Float64Array; ys: Float64Array };

export async function estimateSkew(
  grey: Buffer,
  size: { width: number; height: number },
): Promise<SkewEstimate> {
  const ink = await inkPixels(grey, size);
  if (!ink) return { degrees: 0, lineStructure: 0 };
  // Photos are mostly taken about upright: a steep angle must clearly beat the best near
  // level one, or a card's portrait edges and columns would turn it sideways.
  let near = { degrees: 0, score: -Infinity };
  let steep = { degrees: 90, score: -Infinity };
  for (let degrees = -89; degrees <= 90; degrees++) {
    const score = unevenness(ink, degrees);
    if (Math.abs(degrees) <= NEAR_LEVEL && score > near.score) near = { degrees, score };
    if (Math.abs(degrees) > NEAR_LEVEL && score > steep.score) steep = { degrees, score };
  }
  let best = steep.score > near.score * STEEP_MARGIN ? steep : near;
  const coarse = best.degrees;
  for (let quarter = -4; quarter <= 4; quarter++) {
    const degrees = coarse + quarter / 4;
    const score = unevenness(ink, degrees);
    if (score > best.score) best = { degrees, score };
  }
  const degrees =
    best.degrees > 90 ? best.degrees - 180 : best.degrees <= -90 ? best.degrees + 180 : best.degrees;
  return { degrees, lineStructure: Math.sqrt(Math.max(0, best.score)) };
}

/** Ink, not shade: pixels clearly darker than their neighbourhood (a dark desk is uniform). */
async function inkPixels(grey: Buffer, size: { width: number; height: number }): Promise<Ink | null> {
  const small = sharp(grey, { raw: { ...size, channels: 1 } })
    .resize({ width: SAMPLE_WIDTH })
    .greyscale();
  const { data, info } = await small.clone().raw().toBuffer({ resolveWithObject: true });
  const local = await small.clone().blur(5).raw().toBuffer();
  const { width, height } = info;
  const found: number[] = [];
  for (let i = 0; i < data.length; i++) if (local[i]! - data[i]! > 35) found.push(i);
  if (found.length < 200) return null;
  const step = Math.max(1, found.length / MAX_INK);
  const count = Math.floor(found.length / step);
  const xs = new Float64Array(count);
  const ys = new Float64Array(count);
  for (let k = 0; k < count; k++) {
    const i = found[Math.floor(k * step)]!;
    xs[k] = (i % width) - width / 2;
    ys[k] = Math.floor(i / width) - height / 2;
  }
  return { xs, ys };
}

/** The squared coefficient of variation of the ink's histogram across lines at this angle. */
function unevenness({ xs, ys }: Ink, degrees: number): number {
  const angle = (degrees * Math.PI) / 180;
  const [sin, cos] = [Math.sin(angle), Math.cos(angle)];
  let [low, high] = [Infinity, -Infinity];
  const rows = new Int32Array(xs.length);
  for (let i = 0; i < xs.length; i++) {
    const row = Math.round(ys[i]! * cos - xs[i]! * sin);
    rows[i] = row;
    if (row < low) low = row;
    if (row > high) high = row;
  }
  const span = high - low + 1;
  const histogram = new Float64Array(span);
  for (let i = 0; i < rows.length; i++) histogram[rows[i]! - low]!++;
  let sumSquares = 0;
  for (let r = 0; r < span; r++) sumSquares += histogram[r]! * histogram[r]!;
  const mean = xs.length / span;
  return sumSquares / span / (mean * mean) - 1;
}
