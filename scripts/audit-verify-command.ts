// What `npm run audit:verify` does, apart from exiting: the same verification as "Verify now"
// on /audit and the scheduled check (lib/audit/verification.ts), with the chain verified on
// every core (lib/audit/verify-parallel.ts); prints one line and gives the exit code:
// 0 intact, 1 broken (the first bad event named). The run is stored like the app's.
import { performance } from "node:perf_hooks";
import { redactUrl } from "../common/database/migrate";
import type { EnvSource } from "../common/config/parse-env";
import { verifyAuditLog } from "../lib/audit/verification";
import { verifyChainParallel } from "../lib/audit/verify-parallel";
import { createDb } from "../lib/database/dashboard-db";
import { loadDashboardEnv } from "../lib/env";

export interface Output {
  log(line: string): void;
  error(line: string): void;
}

export async function auditVerify(source: EnvSource, out: Output = console): Promise<0 | 1> {
  const { databaseUrl, audit } = loadDashboardEnv(source);
  const db = createDb(databaseUrl);
  const started = performance.now();
  try {
    const report = await verifyAuditLog(db, { databaseUrl, audit, verify: verifyChainParallel });
    const seconds = (performance.now() - started) / 1000;
    if (report.intact) {
      out.log(
        `audit chain intact: ${report.events.toLocaleString("en")} events verified in ${seconds.toFixed(2)} s (${redactUrl(databaseUrl)}); ` +
          (report.digestSeq === null
            ? "no signed digest yet"
            : `the newest signed digest vouches for events up to ${report.digestSeq}`),
      );
      return 0;
    }
    const at = report.firstBrokenSeq === null ? "" : ` at event ${report.firstBrokenSeq}`;
    out.error(`audit chain BROKEN${at}: ${report.problem}`);
    return 1;
  } finally {
    await db.$disconnect();
  }
}
