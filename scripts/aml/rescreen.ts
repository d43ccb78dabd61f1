// `npm run aml:rescreen [-- --dry-run]`: screens every stored submission again against the
// active lists (after `npm run aml:import`) and reports what changed. --dry-run reports
// without storing. Submission ids only: no applicant data is printed.
import { parseArgs } from "node:util";
import { loadServiceConfig } from "../../kyc-service/env";
import { rescreenAll } from "../../kyc-service/aml/rescreen";
import { activeLists } from "../../kyc-service/aml/list-store";
import { openMigratedServiceDb } from "./service-db";
import { ConfigError } from "../../common/config/parse-env";

async function main() {
  const { values } = parseArgs({ options: { "dry-run": { type: "boolean" } } });
  const db = await openMigratedServiceDb(loadServiceConfig());
  try {
    const lists = await activeLists(db);
    console.log(
      `screening against ${lists.length ? lists.map((l) => `${l.name} ${l.versionDate} (${l.entryCount} entries)`).join(", ") : "no list (every submission becomes Not Screened)"}`,
    );
    const started = performance.now();
    const report = await rescreenAll(db, { dryRun: values["dry-run"] });
    console.log(
      `${report.screened} submission(s) screened in ${Math.round(performance.now() - started)} ms: ${report.newlyFlagged} newly flagged, ` +
        `${report.cleared} no longer flagged, ${report.matchesChanged} with other matches, ${report.unchanged} unchanged` +
        (report.skipped
          ? `, ${report.skipped} skipped (changed by a step 2 meanwhile; that step 2 screened them)`
          : "") +
        (values["dry-run"] ? " (dry run: nothing stored)" : ""),
    );
    for (const change of report.changes.slice(0, 100))
      console.log(`  ${change.submissionId}: ${change.before} -> ${change.after}`);
    if (report.changes.length > 100) console.log(`  ... and ${report.changes.length - 100} more`);
  } finally {
    await db.$disconnect();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(`aml:rescreen failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
