// Finds the machine-readable zone on a levelled picture without reading it: the zone's lines
// are the longest unbroken rows of small print on an identity document (44 or 30 glyphs at a
// fixed pitch, edge to edge of the page), longer than any line of the visual zone, a label
// or a stamp. On a small copy, ink is joined along each row across gaps narrower than the
// glyph spacing; rows whose longest joined run is near the longest of the picture form the
// zone's lines. Reading only that strip is both faster and surer than reading a page whose
// portrait, labels and background confuse the line finder.
import sharp from "sharp";
import type { PreparedImage } from "./image";

const SAMPLE_WIDTH = 600;
// Ink of neighbouring glyphs of a zone on a 600 px wide copy of a page is under 14 px apart.
const MAX_GAP = 14;
// ... and each glyph breaks the row's ink at least once: a stroke every 20 px or more often.
const MIN_STROKE_PITCH = 20;

export type Strip = { left: number; top: number; width: number; height: number };
/** The strip, with how many of the zone's lines it holds and how tall one is (image pixels). */
export type LocatedZone = Strip & { lines: number; lineHeight: number };

type Run = { start: number; end: number };

/** The strip of the picture (in its own pixels) most likely to hold the zone, or null. */
export async function locateMrz(image: PreparedImage): Promise<LocatedZone | null> {
  const small = sharp(image.png).resize({ width: SAMPLE_WIDTH }).greyscale();
  const { data, info } = await small.clone().raw().toBuffer({ resolveWithObject: true });
  const local = await small.clone().blur(4).raw().toBuffer();
  const { width, height } = info;
  const runs: Run[] = [];
  for (let y = 0; y < height; y++) runs.push(longestTextRun(data, local, y * width, width));
  const longest = Math.max(...runs.map((run) => run.end - run.start));
  if (longest < width * 0.25) return null;
  const lines = bands(runs, longest * 0.7);
  if (!lines.length) return null;
  // The zone's lines are the longest of the picture and come two or three together, one
  // line-height apart: the group of neighbouring long lines with the most length wins over
  // a single long line of the visual zone (a row of dates, a title).
  const length = (line: Line) => line.end - line.start;
  const groups: Line[][] = [];
  for (const line of lines) {
    const last = groups.at(-1)?.at(-1);
    const near = last && line.top - last.bottom <= (last.bottom - last.top + 1) * 2.5;
    if (near) groups.at(-1)!.push(line);
    else groups.push([line]);
  }
  const score = (group: Line[]) =>
    group
      .map(length)
      .sort((x, y) => y - x)
      .slice(0, 3)
      .reduce((sum, value) => sum + value, 0);
  const group = groups.reduce((best, candidate) => (score(candidate) > score(best) ? candidate : best));
  const lineHeight = Math.max(...group.map((line) => line.bottom - line.top + 1));
  const top = group[0]!.top;
  const bottom = group.at(-1)!.bottom;
  const left = Math.min(...group.map((line) => line.start));
  const right = Math.max(...group.map((line) => line.end));
  const scale = image.width / width;
  const strip = {
    left: Math.max(0, Math.round((left - lineHeight) * scale)),
    top: Math.max(0, Math.round((top - lineHeight * 2) * scale)),
    right: Math.min(image.width, Math.round((right + lineHeight) * scale)),
    bottom: Math.min(image.height, Math.round((bottom + lineHeight * 2) * scale)),
  };
  return {
    left: strip.left,
    top: strip.top,
    width: strip.right - strip.left,
    height: strip.bottom - strip.top,
    lines: group.length,
    lineHeight: lineHeight * scale,
  };
}

/**
 * The longest stretch of a row where ink (darker than its surroundings) recurs within
 * MAX_GAP and breaks often, as glyphs do: a ruled line or a page edge is one long stroke.
 */
function longestTextRun(data: Buffer, local: Buffer, offset: number, width: number): Run {
  let best: Run = { start: 0, end: 0 };
  let start = -1;
  let strokes = 0;
  let lastInk = -Infinity;
  for (let x = 0; x < width; x++) {
    if (local[offset + x]! - data[offset + x]! <= 20) continue;
    if (x - lastInk > MAX_GAP) [start, strokes] = [x, 0];
    if (x - lastInk > 1) strokes++;
    lastInk = x;
    if (x - start > best.end - best.start && strokes * MIN_STROKE_PITCH >= x - start)
      best = { start, end: x };
  }
  return best;
}
type Line = { top: number; bottom: number; start: number; end: number };

/** Consecutive rows whose longest run reaches `minimum`: the long text lines, top to bottom. */
function bands(runs: Run[], minimum: number): Line[] {
  const lines: Line[] = [];
  let current: Line | null = null;
  runs.forEach((run, y) => {
    if (run.end - run.start >= minimum) {
      if (current && y - current.bottom <= 1) {
        current.bottom = y;
        current.start = Math.min(current.start, run.start);
        current.end = Math.max(current.end, run.end);
      } else {
        current = { top: y, bottom: y, start: run.start, end: run.end };
        lines.push(current);
      }
    }
  });
  // Five rows or more: a glyph on the small copy is 6-12 rows tall, while the wavy guilloche
  // lines printed across a page, long and broken like text, are 3-4 rows thick.
  return lines.filter((line) => line.bottom - line.top >= 4);
}
