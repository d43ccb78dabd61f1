// PreStep2: p50 of a successful POST /v3/submission/validationaccount (submission lookup,
// daily count, the simulated bank's deposit, the code's hash stored in one transaction)
// against the same-run floor of an authenticated JSON POST that ends in a 404.
import { Agent, fetch } from "undici";
import { openServiceDb } from "../../kyc-service/store/db";
import { demoAccountNumber, demoHolder } from "../../kyc-service/bank/demo-accounts";
import { startService } from "../../kyc-service/setup/service-process";
import { ms, percentile, time, type Report } from "./measure";

const rounds = 200;
// A fresh demo account per call, so the 10-per-day limit never applies.
const accounts = Array.from({ length: rounds + 20 }, (_, i) => demoAccountNumber("ok", i));

export async function bench(report: Report) {
  const service = await startService();
  const dispatcher = new Agent({ connect: { ca: service.ca } });
  try {
    // Fixtures through the database: submissions past step 1.
    const db = await openServiceDb(service.databaseUrl);
    const submissions = Array.from({ length: 10 }, (_, i) => `bench-prestep2-${i}`);
    await db.submission.createMany({
      data: submissions.map((id) => ({
        id,
        projectId: "demo-project",
        email: "bench@example.com",
        idType: "passport",
        issuingCountry: "KOR",
        idImagePath: `${id}/id.jpg`,
        idImageType: "image/jpeg",
      })),
    });
    await db.$disconnect();

    const headers = { "x-api-key": service.apiKey, "content-type": "application/json" };
    let next = 0;
    const verify = async () => {
      const i = next++;
      const body = JSON.stringify({
        submissionId: submissions[i % submissions.length],
        requestType: "occupancy",
        userName: demoHolder,
        bankCode: "004",
        accountNumber: accounts[i],
      });
      const response = await fetch(`${service.baseUrl}/v3/submission/validationaccount`, {
        method: "POST",
        headers,
        body,
        dispatcher,
      });
      const answer = (await response.json()) as { success?: boolean };
      if (!answer.success) throw new Error(`PreStep2 did not succeed: ${JSON.stringify(answer)}`);
    };
    const floor = async () => {
      const response = await fetch(`${service.baseUrl}/v3/bench-floor`, {
        method: "POST",
        headers,
        body: "{}",
        dispatcher,
      });
      await response.json();
    };

    for (let i = 0; i < 10; i++) await Promise.all([verify(), floor()]);
    const verifyTimes: number[] = [];
    const floorTimes: number[] = [];
    for (let i = 0; i < rounds; i++) {
      verifyTimes.push((await time(verify))[0]);
      floorTimes.push((await time(floor))[0]);
    }
    report(
      "prestep2: validationaccount success p50",
      ms(percentile(verifyTimes, 50)),
      `authenticated 404 ${ms(percentile(floorTimes, 50))}`,
    );
    report(
      "prestep2: validationaccount success p95",
      ms(percentile(verifyTimes, 95)),
      `authenticated 404 ${ms(percentile(floorTimes, 95))}`,
    );
  } finally {
    await dispatcher.close();
    await service.stop();
  }
}
