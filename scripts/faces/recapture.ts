// Simulated recaptures for the liveness measurement: a photo shown on a screen and
// photographed (pixel grid, moiré lines, cold cast, bezel), and a printed photo photographed
// (washed-out colour, paper grain, warm cast, white border, glare). Simulations only: a real
// presentation attack looks different in ways these do not capture.
import sharp from "sharp";

const svg = (width: number, height: number, body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`);

async function size(image: Buffer) {
  const { width = 1, height = 1 } = await sharp(image).rotate().metadata();
  return { width, height };
}

export async function screenRecapture(photo: Buffer): Promise<Buffer> {
  const { width, height } = await size(photo);
  const small = await sharp(photo)
    .rotate()
    .resize(Math.round(width / 3))
    .toBuffer();
  // Upscaled with nearest neighbour: the screen's pixel grid shows.
  const grid = await sharp(small).resize(width, height, { kernel: "nearest" }).toBuffer();
  const lines = svg(
    width,
    height,
    `<defs><pattern id="m" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(12)">` +
      `<rect width="6" height="2" fill="#000" opacity="0.25"/></pattern></defs><rect width="100%" height="100%" fill="url(#m)"/>`,
  );
  const bezel = Math.round(width * 0.06);
  return sharp(grid)
    .composite([{ input: lines, blend: "multiply" }])
    .modulate({ brightness: 1.08, saturation: 0.9 })
    .tint({ r: 200, g: 215, b: 255 })
    .extend({ top: bezel, bottom: bezel, left: bezel, right: bezel, background: "#111" })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export async function printRecapture(photo: Buffer, seed = 1): Promise<Buffer> {
  const { width, height } = await size(photo);
  const grain = Buffer.alloc(width * height);
  let state = seed * 9973;
  for (let i = 0; i < grain.length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    grain[i] = 118 + (state % 20);
  }
  const paper = await sharp(grain, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
  const glare = svg(
    width,
    height,
    `<defs><radialGradient id="g" cx="0.7" cy="0.25" r="0.45"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/>` +
      `<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>`,
  );
  const border = Math.round(width * 0.05);
  return sharp(photo)
    .rotate()
    .modulate({ saturation: 0.7, brightness: 0.95 })
    .linear(0.8, 30) // ink on paper: less contrast, no deep black
    .composite([
      { input: paper, blend: "overlay" },
      { input: glare, blend: "screen" },
    ])
    .tint({ r: 255, g: 240, b: 215 })
    .blur(0.8)
    .extend({ top: border, bottom: border, left: border, right: border, background: "#f4f1ea" })
    .jpeg({ quality: 85 })
    .toBuffer();
}
