// `npm run audit:verify`: the same verification as "Verify now" on /audit and the scheduled
// check (lib/audit/verification.ts), with the chain verified on every core
// (lib/audit/verify-parallel.ts): the keyed hash chain end to end, then the newest signed
// digest outside the database, which names a rewrite re-hashed with the chain key and events
// cut off the end. The run is stored like the app's, failed or intact.
// Exit code 0 intact, 1 broken (the first bad event named), 2 could not run.
import { performance } from "node:perf_hooks";
import { createDb } from "../lib/database/dashboard-db";
import { redactUrl } from "../common/database/migrate";
import { loadDashboardEnv } from "../lib/env";
import { verifyAuditLog } from "../lib/audit/verification";
import { verifyChainParallel } from "../lib/audit/verify-parallel";

async function main() {
  const { databaseUrl, audit } = loadDashboardEnv();
  const db = createDb(databaseUrl);
  const started = performance.now();
  try {
    const report = await verifyAuditLog(db, { databaseUrl, audit, verify: verifyChainParallel });
    const seconds = (performance.now() - started) / 1000;
    if (report.intact) {
      console.log(
        `audit chain intact: ${report.events.toLocaleString("en")} events verified in ${seconds.toFixed(2)} s (${redactUrl(databaseUrl)}); ` +
          (report.digestSeq === null
            ? "no signed digest yet"
            : `the newest signed digest vouches for events up to ${report.digestSeq}`),
      );
      return 0;
    }
    const at = report.firstBrokenSeq === null ? "" : ` at event ${report.firstBrokenSeq}`;
    console.error(`audit chain BROKEN${at}: ${report.problem}`);
    return 1;
  } finally {
    await db.$disconnect();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`audit:verify could not run: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
