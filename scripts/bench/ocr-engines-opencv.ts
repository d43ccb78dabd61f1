// Finding the MRZ with OpenCV (@techstark/opencv-js), the classic way: a black-hat filter
// brings out dark print on a light page, a horizontal gradient and closings merge each
// zone line into a bar, and the widest wide-and-flat region is the zone. For the engine
// comparison only (ocr-engines.ts): the service finds the zone with mrz-locate.ts.
import sharp from "sharp";
import type { PreparedImage } from "../../kyc-service/verification/ocr/image";
import type { Strip } from "../../kyc-service/verification/ocr/mrz-locate";

// The module's own types are incomplete for a Node import; what is used is declared here.
/* eslint-disable @typescript-eslint/no-explicit-any */
let cv: any;

export async function loadOpenCv(): Promise<void> {
  const loaded: any = (await import("@techstark/opencv-js")).default;
  cv = loaded instanceof Promise ? await loaded : loaded;
  if (!cv.Mat) await new Promise<void>((resolve) => (cv.onRuntimeInitialized = resolve));
}

const WIDTH = 600;

export async function locateMrzWithOpenCv(image: PreparedImage): Promise<Strip | null> {
  const { data, info } = await sharp(image.png)
    .resize({ width: WIDTH })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const scale = image.width / info.width;
  const grey = cv.matFromArray(info.height, info.width, cv.CV_8UC1, Array.from(data));
  const mats = [grey];
  const mat = () => {
    const m = new cv.Mat();
    mats.push(m);
    return m;
  };
  try {
    const rect = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(13, 5));
    const square = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(21, 21));
    mats.push(rect, square);
    const blackhat = mat();
    cv.morphologyEx(grey, blackhat, cv.MORPH_BLACKHAT, rect);
    const gradient = mat();
    cv.Sobel(blackhat, gradient, cv.CV_32F, 1, 0, -1);
    const absolute = mat();
    cv.convertScaleAbs(gradient, absolute);
    const closed = mat();
    cv.morphologyEx(absolute, closed, cv.MORPH_CLOSE, rect);
    const binary = mat();
    cv.threshold(closed, binary, 0, 255, cv.THRESH_BINARY | cv.THRESH_OTSU);
    const merged = mat();
    cv.morphologyEx(binary, merged, cv.MORPH_CLOSE, square);
    const eroded = mat();
    cv.erode(merged, eroded, new cv.Mat(), new cv.Point(-1, -1), 4);
    const contours = new cv.MatVector();
    const hierarchy = mat();
    cv.findContours(eroded, contours, hierarchy, cv.RETR_EXTERNAL, cv.CHAIN_APPROX_SIMPLE);
    let best: Strip | null = null;
    for (let i = 0; i < contours.size(); i++) {
      const contour = contours.get(i);
      const box = cv.boundingRect(contour);
      contour.delete();
      if (box.width / box.height > 5 && box.width / info.width > 0.6 && (!best || box.width > best.width))
        best = { left: box.x, top: box.y, width: box.width, height: box.height };
    }
    contours.delete();
    if (!best) return null;
    // Padded like the original recipe: the closings eat into the glyphs' edges.
    const pad = Math.round(best.height * 0.15) + 6;
    return {
      left: (best.left - pad) * scale,
      top: (best.top - pad) * scale,
      width: (best.width + 2 * pad) * scale,
      height: (best.height + 2 * pad) * scale,
    };
  } finally {
    for (const m of mats) m.delete();
  }
}
