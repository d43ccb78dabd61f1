// The face engine: time per image (a small ID-photo crop and a 1200 px selfie), pool
// throughput with 4 concurrent callers against one caller at a time (the baseline, same
// run), and the memory an idle engine holds (process RSS with and without its worker).
import sharp from "sharp";
import { FacePool } from "../../kyc-service/verification/faces/pool";
import { loadSamplePortraits } from "../../kyc-service/verification/faces/portraits";
import { ms, percentile, time, type Report } from "./measure";

const rounds = 20;
const throughputImages = 24;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function newPool(size: number) {
  return new FacePool({ size, maxQueue: 64, jobTimeoutMs: 60_000, startTimeoutMs: 180_000 });
}

async function perImage(pool: FacePool, image: Buffer): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) samples.push((await time(() => pool.run(image, true)))[0]);
  return samples;
}

async function throughput(pool: FacePool, images: Buffer[], concurrency: number): Promise<number> {
  let next = 0;
  const [elapsed] = await time(() =>
    Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < images.length) await pool.run(images[next++ % images.length]!, true);
      }),
    ),
  );
  return (images.length / elapsed) * 1000;
}

export async function bench(report: Report) {
  const portraits = await loadSamplePortraits();
  const idPhoto = portraits.find((p) => p.id === "facedetect-2")!.image;
  const selfie = await sharp(idPhoto).resize(1200, 1200).jpeg({ quality: 90 }).toBuffer();
  const images = portraits.slice(0, throughputImages).map((p) => p.image);

  const rssBefore = process.memoryUsage().rss;
  const one = newPool(1);
  try {
    const [firstCall] = await time(() => one.run(idPhoto, true));
    report("faces first call (worker start + model load + 1 image)", ms(firstCall));
    await new Promise((resolve) => setTimeout(resolve, 500));
    report(
      "faces engine idle RSS (1 worker, whole process minus before start)",
      mb(process.memoryUsage().rss - rssBefore),
      `process before start ${mb(rssBefore)}`,
    );
    for (const [name, image] of [
      ["ID-photo crop 148x150", idPhoto],
      ["selfie 1200x1200", selfie],
    ] as const) {
      const samples = await perImage(one, image);
      report(
        `faces analyse ${name} p50 / p95`,
        `${ms(percentile(samples, 50))} / ${ms(percentile(samples, 95))}`,
      );
    }
    const baseline = await throughput(one, images, 1);
    const fourOnOne = await throughput(one, images, 4);
    report(
      "faces throughput, 4 callers, 1 worker",
      `${fourOnOne.toFixed(2)} images/s`,
      `1 caller: ${baseline.toFixed(2)} images/s`,
    );
  } finally {
    await one.close();
  }

  const two = newPool(2);
  try {
    await Promise.all([two.run(idPhoto, true), two.run(idPhoto, true)]);
    const fourOnTwo = await throughput(two, images, 4);
    report(
      "faces throughput, 4 callers, 2 workers",
      `${fourOnTwo.toFixed(2)} images/s`,
      `peak process RSS ${mb(process.memoryUsage().rss)}`,
    );
  } finally {
    await two.close();
  }
}
