// The typed client's overhead (HTTPS + zod validation + mapping) for a 2000-record list,
// against a raw fetch + JSON.parse of the same URL, interleaved in the same run.
import { Agent, fetch } from "undici";
import { createKycClient } from "../../lib/kyc/client";
import { openServiceDb } from "../../kyc-service/store/db";
import { startService } from "../../kyc-service/setup/service-process";
import { ms, percentile, time, type Report } from "./measure";

const records = 2000;
const rounds = 25;

export async function bench(report: Report) {
  const service = await startService();
  try {
    const db = await openServiceDb(service.databaseUrl);
    const base = Date.UTC(2026, 0, 1);
    await db.submission.createMany({
      data: Array.from({ length: records }, (_, i) => ({
        id: `bench-${String(i).padStart(5, "0")}`,
        projectId: "demo-project",
        createdAt: new Date(base + i * 1000),
        email: `applicant${i}@example.com`,
        userid: `user-${i}`,
        idType: "passport",
        issuingCountry: "KOR",
        name: `Applicant Number ${i}`,
        gender: i % 2 ? "male" : "female",
        nationality: "KOR",
        dateOfBirth: "1990-01-01",
        identityNumber: "900101-1234567",
        ipAddress: "203.0.113.9",
        kycResult: "pending",
      })),
    });
    await db.$disconnect();

    const client = createKycClient({
      legacyBaseUrl: service.baseUrl,
      baseUrl: service.baseUrl,
      apiKey: service.apiKey,
      ca: service.ca,
      timeoutMs: 30_000,
    });
    const dispatcher = new Agent({ connect: { ca: service.ca } });
    const url = `${service.baseUrl}/v2/submission?count=${records}`;
    const raw = async () => {
      const response = await fetch(url, { headers: { "x-api-key": service.apiKey }, dispatcher });
      return (await response.json()) as { Items: unknown[] };
    };
    const typed = () => client.listSubmissions({ count: records });

    // Warm both paths (TLS sessions, JIT), then alternate so drift hits both alike.
    for (let i = 0; i < 3; i++) await Promise.all([raw(), typed()].map((p) => p.then(() => undefined)));
    const rawTimes: number[] = [];
    const typedTimes: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const [r, rawBody] = await time(raw);
      const [t, typedBody] = await time(typed);
      if (rawBody.Items.length !== records || typedBody.Items.length !== records)
        throw new Error("bench list is short");
      rawTimes.push(r);
      typedTimes.push(t);
    }
    const rawP50 = percentile(rawTimes, 50);
    const typedP50 = percentile(typedTimes, 50);
    report("client: 2000-record list p50, typed client", ms(typedP50), `raw fetch ${ms(rawP50)}`);
    report("client: typed/raw ratio", `${(typedP50 / rawP50).toFixed(3)}x`);
    await client.close();
    await dispatcher.close();
  } finally {
    await service.stop();
  }
}
