// `npm run aml:import -- --format <ofac-sdn|custom> [--version-date YYYY-MM-DD] [--skip-malformed] <file>`
// Imports a watchlist into the KYC service's database, replacing the list of the same
// name atomically. A running service picks the new version up at its next screening.
import { parseArgs } from "node:util";
import { loadServiceConfig } from "../../kyc-service/env";
import { importWatchlistFile, LIST_FORMATS, type ListFormat } from "../../kyc-service/aml/import-file";
import { WatchlistFormatError } from "../../kyc-service/aml/watchlist";
import { openMigratedServiceDb } from "./service-db";
import { ConfigError } from "../../common/config/parse-env";

const usage =
  "usage: npm run aml:import -- --format <ofac-sdn|custom> [--version-date YYYY-MM-DD] [--skip-malformed] <file>";

async function main() {
  const { values, positionals } = parseArgs({
    options: {
      format: { type: "string" },
      "version-date": { type: "string" },
      "skip-malformed": { type: "boolean" },
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
    console.log("run `npm run aml:rescreen` to screen stored submissions again against it");
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
