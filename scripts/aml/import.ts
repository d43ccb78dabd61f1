// `npm run aml:import -- --format <ofac-sdn|custom> [--version-date YYYY-MM-DD] [--skip-malformed] <file>`
// Imports a watchlist into the KYC service's database, replacing the list of the same
// name atomically, then re-screens stored submissions against the entries that changed
// (kyc-service/aml/rescreen-incremental.ts; --no-rescreen leaves that to the service's timer).
// A running service picks the new version up at its next screening.
import { parseArgs } from "node:util";
import { loadServiceConfig } from "../../kyc-service/env";
import { importWatchlistFile, LIST_FORMATS, type ListFormat } from "../../kyc-service/aml/import-file";
import { WatchlistFormatError } from "../../kyc-service/aml/watchlist";
import { openMigratedServiceDb } from "./service-db";
import { rescreenChanges } from "../../kyc-service/aml/rescreen-incremental";
import { ConfigError } from "../../common/config/parse-env";

const usage =
  "usage: npm run aml:import -- --format <ofac-sdn|custom> [--version-date YYYY-MM-DD] [--skip-malformed] [--no-rescreen] <file>";

async function main() {
  const { values, positionals } = parseArgs({
    options: {
      format: { type: "string" },
      "version-date": { type: "string" },
      "skip-malformed": { type: "boolean" },
      "no-rescreen": { type: "boolean" },
    },
    allowPositionals: true,
  });
  const format = values.format as ListFormat | undefined;
  if (!format || !LIST_FORMATS.includes(format) || positionals.length !== 1)
    throw new WatchlistFormatError(usage);
  const db = await openMigratedServiceDb(loadServiceConfig());
  try {
    const started = performance.now();
    const report = await importWatchlistFile(db, {
      format,
      file: positionals[0]!,
      versionDate: values["version-date"],
      skipMalformed: values["skip-malformed"],
    });
    const ms = Math.round(performance.now() - started);
    console.log(
      `imported ${report.list.name} (${report.list.category}) version ${report.list.versionDate}: ${report.entries} entries, ${report.names} names and aliases in ${ms} ms`,
    );
    if (report.replacedVersionDate) console.log(`replaced version ${report.replacedVersionDate}`);
    for (const note of report.notes) console.log(`note: ${note}`);
    for (const row of report.skippedRows.slice(0, 20))
      console.log(`skipped line ${row.line}: ${row.problem}`);
    console.log(`${report.changedEntries} entries added, changed or removed`);
    if (values["no-rescreen"]) {
      console.log("not re-screened: the service's timer will (or run `npm run aml:rescreen`)");
      return;
    }
    const rescreen = await rescreenChanges(db);
    console.log(
      `re-screened (${rescreen.mode}): ${rescreen.screened} submission(s) screened, ${rescreen.changes.length} changed`,
    );
    for (const change of rescreen.changes.slice(0, 100))
      console.log(`  ${change.submissionId}: ${change.before} -> ${change.after}`);
  } finally {
    await db.$disconnect();
  }
}

main().catch((error: unknown) => {
  if (error instanceof WatchlistFormatError) {
    console.error(`aml:import: ${error.message}`);
    for (const row of error.problems.slice(0, 20)) console.error(`  line ${row.line}: ${row.problem}`);
    if (error.problems.length > 20) console.error(`  ... and ${error.problems.length - 20} more`);
  } else if (error instanceof ConfigError) console.error(error.message);
  else console.error(`aml:import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
