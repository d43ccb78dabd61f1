// The KYC service's figures: with 100,000 stored submissions, a 2000-record page and a
// single-submission query over HTTPS (baseline: a 1-record page, i.e. the fixed cost of a
// request); the page read in-process against the naive full-row read (same run); the query
// plan; and the service's peak RSS while 8 clients upload 3 MB images at once.
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { Agent, fetch, FormData } from "undici";
import { openServiceDb } from "../../kyc-service/store/db";
import { listRecordsJson, listSubmissionRows } from "../../kyc-service/domain/submission-query";
import { submissionRecord } from "../../kyc-service/domain/submission-record";
import { startService, type RunningService } from "../../kyc-service/setup/service-process";
import { ms, percentile, time, type Report } from "./measure";
import { seedSubmissions } from "./service-seed";

const stored = 100_000;
const rounds = 30;

export async function bench(report: Report) {
  const service = await startService();
  try {
    const [seedMs] = await time(() => seedSubmissions(service.databaseUrl, stored));
    const db = await openServiceDb(service.databaseUrl);
    report("service: seeded submissions", `${stored} in ${(seedMs / 1000).toFixed(1)} s`);

    const dispatcher = new Agent({ connect: { ca: service.ca } });
    const get = async (query: string) => {
      const response = await fetch(`${service.baseUrl}/v2/submission?${query}`, {
        headers: { "x-api-key": service.apiKey },
        dispatcher,
      });
      const body = (await response.json()) as { Items: unknown[] };
      if (response.status !== 200) throw new Error(`GET ${query}: ${response.status}`);
      return body;
    };
    const sample = async (query: string, expected: number) => {
      for (let i = 0; i < 3; i++) await get(query);
      const times: number[] = [];
      for (let i = 0; i < rounds; i++) {
        const [t, body] = await time(() => get(query));
        if (body.Items.length !== expected) throw new Error(`${query}: ${body.Items.length} items`);
        times.push(t);
      }
      return times;
    };
    const one = await sample("count=1", 1);
    const page = await sample("count=2000", 2000);
    const single = await sample("submission_id=bench-050000", 1);
    const base = `1-record page p50 ${ms(percentile(one, 50))}`;
    report("service: 2000-record page p50 (target <= 100 ms)", ms(percentile(page, 50)), base);
    report("service: 2000-record page p95", ms(percentile(page, 95)));
    report("service: single-submission query p50 (target <= 10 ms)", ms(percentile(single, 50)), base);

    // In-process: the stored listRecord against building records from full rows.
    const query = { count: 2000 };
    const stored_ = [],
      naive = [];
    for (let i = 0; i < 10; i++) {
      stored_.push((await time(() => listRecordsJson(db, "demo-project", query)))[0]);
      naive.push(
        (
          await time(async () =>
            JSON.stringify(
              (await listSubmissionRows(db, "demo-project", query)).rows.map((r) => submissionRecord(r)),
            ),
          )
        )[0],
      );
    }
    report(
      "service: page read in-process, stored listRecord p50",
      ms(percentile(stored_, 50)),
      `full rows + mapping ${ms(percentile(naive, 50))}`,
    );
    const plan = (await db.$queryRawUnsafe(
      `EXPLAIN QUERY PLAN SELECT id, createdAt, listRecord FROM Submission WHERE projectId = 'demo-project' ORDER BY createdAt DESC, id DESC LIMIT 2001`,
    )) as Array<{ detail: string }>;
    report("service: list query plan", plan.map((row) => row.detail).join(" | "));
    await db.$disconnect();

    await uploadMemory(service, dispatcher, report);
  } finally {
    await service.stop();
  }
}

async function rssKb(pid: number, field: "VmRSS" | "VmHWM"): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)![1]);
}

/** A JPEG just under 3 MB (noise does not compress), so every upload is at the limit. */
async function nearLimitJpeg(): Promise<Buffer> {
  const width = 2000;
  let height = 1500;
  for (;;) {
    const image = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    if (image.length <= 3 * 1024 * 1024) return image;
    height -= 50;
  }
}

async function uploadMemory(service: RunningService, dispatcher: Agent, report: Report) {
  const image = await nearLimitJpeg();
  const upload = async () => {
    const form = new FormData();
    form.set("issuingCountry", "KOR");
    form.set("email", "upload@example.com");
    form.set("idType", "passport");
    form.set("idImage", new Blob([new Uint8Array(image)], { type: "image/jpeg" }), "id.jpg");
    const response = await fetch(`${service.baseUrl}/v2/submission/step1`, {
      method: "POST",
      headers: { "x-api-key": service.apiKey },
      body: form,
      dispatcher,
    });
    if (response.status !== 200) throw new Error(`upload: ${response.status} ${await response.text()}`);
  };
  await upload(); // warm
  const before = await rssKb(service.pid, "VmRSS");
  let peak = before;
  const poll = setInterval(
    () => void rssKb(service.pid, "VmRSS").then((kb) => (peak = Math.max(peak, kb))),
    5,
  );
  const [elapsed] = await time(() => Promise.all(Array.from({ length: 8 }, upload)));
  clearInterval(poll);
  const hwm = await rssKb(service.pid, "VmHWM");
  report(
    `service: peak RSS, 8 clients each uploading a ${(image.length / 1024 / 1024).toFixed(2)} MB JPEG to step 1 (target < 500 MB)`,
    `${(Math.max(peak, 0) / 1024).toFixed(0)} MB sampled (process high-water mark ${(hwm / 1024).toFixed(0)} MB) in ${ms(elapsed)}`,
    `idle ${(before / 1024).toFixed(0)} MB`,
  );
}
