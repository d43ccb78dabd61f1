// `npm run audit:verify`: checks the audit log's hash chain end to end and names the first
// event that was changed, removed or reordered; then checks it against the signed digests
// outside the database (lib/audit/digest.ts), which names a rewrite that re-hashed the chain.
// The chain is keyed (lib/audit/chain-hash.ts): a rewrite re-hashed without the key is named
// by the chain itself, even after the newest digest.
// Exit code 0 intact, 1 broken or rewritten, 2 could not run.
import { performance } from "node:perf_hooks";
import { createDb } from "../lib/database/dashboard-db";
import { redactUrl } from "../common/database/migrate";
import { loadDashboardEnv } from "../lib/env";
import { verifyAndRecord } from "../lib/audit/verify";
import { verifyChainParallel } from "../lib/audit/verify-parallel";
import { checkDigests } from "../lib/audit/digest-check";
import { publicKeyOf, signingKey } from "../lib/audit/digest";

async function main() {
  const { databaseUrl, audit } = loadDashboardEnv();
  const db = createDb(databaseUrl);
  const started = performance.now();
  try {
    // Every core: stretches of the log verified side by side, then joined (lib/audit/verify-parallel.ts).
    const report = await verifyAndRecord(db, databaseUrl, audit.chainKeys(), verifyChainParallel);
    const seconds = (performance.now() - started) / 1000;
    if (report.intact) {
      const digests = await checkDigests(db, audit.digestDir, publicKeyOf(signingKey(audit.signingSeed())));
      if (digests.problem) {
        console.error(`audit chain REWRITTEN: ${digests.problem}`);
        return 1;
      }
      console.log(
        `audit chain intact: ${report.events.toLocaleString("en")} events verified in ${seconds.toFixed(2)} s (${redactUrl(databaseUrl)}); ` +
          `${digests.digests} signed digest(s) agree, covering events up to ${digests.coveredSeq}`,
      );
      return 0;
    }
    console.error(`audit chain BROKEN at event ${report.firstBrokenSeq}: ${report.problem}`);
    console.error(`(${report.events.toLocaleString("en")} events before it verified intact)`);
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
