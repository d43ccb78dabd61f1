// E2E data reaches the dashboard through its case index's sync (lib/case-index/), a few seconds
// after it is made. A data file waits here until the index lists every submission of its tag
// with the status the service gives, so a test never races the sync.
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { createDb } from "../../lib/database/dashboard-db";
import type { KycClient } from "../../lib/kyc/client";
import { e2eDataDir } from "./accounts";

export async function untilIndexed(kyc: KycClient, userid: string, timeoutMs = 60_000): Promise<void> {
  const db = createDb(`file:${path.resolve(e2eDataDir, "dashboard.db")}`);
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      const upstream = (await kyc.listSubmissions({ userid, count: 2000 })).Items;
      const indexed = await db.indexedSubmission.findMany({
        where: { submissionId: { in: upstream.map((r) => r.submission_id) } },
        select: { submissionId: true, status: true },
      });
      const statusOf = new Map(indexed.map((r) => [r.submissionId, r.status]));
      if (upstream.every((r) => statusOf.get(r.submission_id) === r.kyc.result)) return;
      if (Date.now() > deadline)
        throw new Error(`the case index did not catch up with ${userid} in ${timeoutMs} ms`);
      await sleep(250);
    }
  } finally {
    await db.$disconnect();
  }
}
