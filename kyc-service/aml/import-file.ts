// Reads a list file in one of the supported formats and stores it (list-store.ts).
// All or nothing: a file with malformed rows is refused unless the caller accepts
// skipping them, so a sanctions list is never silently shortened.
import { readFile, stat } from "node:fs/promises";
import type { ServiceDb } from "../store/db";
import { parseCustomList } from "./custom-list";
import { storeWatchlist, type StoredList } from "./list-store";
import { parseOfacSdn } from "./ofac-sdn";
import { WatchlistFormatError, type ParsedWatchlist, type RowProblem } from "./watchlist";

export const LIST_FORMATS = ["ofac-sdn", "custom"] as const;
export type ListFormat = (typeof LIST_FORMATS)[number];

export interface ImportOptions {
  format: ListFormat;
  file: string;
  /** YYYY-MM-DD; OFAC's file carries no date, so it defaults to the file's modification date. */
  versionDate?: string;
  skipMalformed?: boolean;
}

export interface ImportReport extends StoredList {
  list: Omit<ParsedWatchlist, "entries">;
  skippedRows: RowProblem[];
  notes: string[];
}

export async function importWatchlistFile(db: ServiceDb, options: ImportOptions): Promise<ImportReport> {
  if (options.versionDate !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(options.versionDate)) {
    throw new WatchlistFormatError(`--version-date "${options.versionDate}" must be YYYY-MM-DD`);
  }
  let text: string;
  try {
    text = await readFile(options.file, "utf8");
  } catch (error) {
    throw new WatchlistFormatError(
      `cannot read ${options.file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
  const notes: string[] = [];
  let parsed: ParsedWatchlist;
  let skippedRows: RowProblem[] = [];
  if (options.format === "ofac-sdn") {
    const versionDate = options.versionDate ?? (await stat(options.file)).mtime.toISOString().slice(0, 10);
    if (!options.versionDate)
      notes.push(
        `version date ${versionDate} taken from the file's modification time (set --version-date to the publication date)`,
      );
    const result = parseOfacSdn(text, { versionDate });
    if (result.problems.length && !options.skipMalformed) {
      throw new WatchlistFormatError(
        `${result.problems.length} malformed row(s); nothing was imported (use --skip-malformed to import the rest)`,
        result.problems,
      );
    }
    if (result.list.entries.length === 0)
      throw new WatchlistFormatError(
        "no individual could be read from the file; nothing was imported",
        result.problems,
      );
    skippedRows = result.problems;
    notes.push(`${result.skippedNonIndividuals} entities, vessels and aircraft skipped (individuals only)`);
    if (result.unknownCountries.length)
      notes.push(
        `countries not recognised (left out of nationalities): ${result.unknownCountries.join(", ")}`,
      );
    parsed = result.list;
  } else {
    parsed = parseCustomList(text, { versionDate: options.versionDate });
  }
  const stored = await storeWatchlist(db, parsed);
  const list = {
    name: parsed.name,
    source: parsed.source,
    format: parsed.format,
    category: parsed.category,
    versionDate: parsed.versionDate,
  };
  return { ...stored, list, skippedRows, notes };
}
