// OFAC's legacy SDN CSV (sdn.csv; columns in ../shared/data/ofac-sdn/README.md). Only
// individuals are kept; their aliases, dates of birth, nationalities and gender live in
// the free-text Remarks column, written "a.k.a. 'X'; DOB 08 Jan 1984; nationality Iran".
import { readCsv, CsvSyntaxError } from "./csv";
import { countryAlpha3 } from "../../common/countries/names";
import { parseBirthRange } from "./dates-of-birth";
import {
  WatchlistFormatError,
  type ParsedWatchlist,
  type RowProblem,
  type WatchlistEntry,
} from "./watchlist";

const COLUMNS = 12;
const EMPTY = "-0-";

const value = (field: string) => {
  const v = field.trim();
  return v === EMPTY ? "" : v;
};

// The closing quote of an alias is the one followed by ";" "." or the end: names such as
// ABU-'UMAR carry apostrophes of their own.
const ALIAS = /\b[afn]\.k\.a\. '(.+?)'(?=\s*[;.]|\s*$)/g;

export function parseRemarks(remarks: string): Pick<
  WatchlistEntry,
  "aliases" | "datesOfBirth" | "nationalities" | "gender"
> & {
  unknownCountries: string[];
} {
  const aliases = [...remarks.matchAll(ALIAS)].map((m) => m[1]!.trim()).filter(Boolean);
  const rest = remarks.replace(ALIAS, "");
  const datesOfBirth: WatchlistEntry["datesOfBirth"] = [];
  const nationalities = new Set<string>();
  const unknownCountries: string[] = [];
  let gender: WatchlistEntry["gender"];
  for (const part of rest.split(";").map((p) => p.trim().replace(/\.$/, ""))) {
    const dob = /^(?:alt\. )?DOB (.+)$/.exec(part);
    if (dob) {
      const range = parseBirthRange(dob[1]!);
      if (range) datesOfBirth.push(range);
      continue;
    }
    const country = /^(?:alt\. )?(?:nationality|citizen) (.+)$/.exec(part);
    if (country) {
      const code = countryAlpha3(country[1]!);
      if (code) nationalities.add(code);
      else unknownCountries.push(country[1]!);
      continue;
    }
    const g = /^Gender (Male|Female)$/i.exec(part);
    if (g) gender = g[1]!.toLowerCase() as "male" | "female";
  }
  return {
    aliases: [...new Set(aliases)],
    datesOfBirth,
    nationalities: [...nationalities],
    gender,
    unknownCountries,
  };
}

export interface OfacParseResult {
  list: ParsedWatchlist;
  problems: RowProblem[];
  skippedNonIndividuals: number;
  unknownCountries: string[];
}

export function parseOfacSdn(text: string, meta: { versionDate: string; source?: string }): OfacParseResult {
  const entries: WatchlistEntry[] = [];
  const problems: RowProblem[] = [];
  const unknownCountries = new Set<string>();
  const seen = new Set<string>();
  let skippedNonIndividuals = 0;
  try {
    for (const { line, fields } of readCsv(text)) {
      if (fields.length !== COLUMNS) {
        problems.push({ line, problem: `expected ${COLUMNS} columns, found ${fields.length}` });
        continue;
      }
      const [entNum, name, type, program, , , , , , , , remarks] = fields.map(value);
      if (!/^\d+$/.test(entNum!)) {
        problems.push({ line, problem: `ent_num "${entNum!.slice(0, 20)}" is not a number` });
        continue;
      }
      if (type !== "individual") {
        skippedNonIndividuals += 1;
        continue;
      }
      if (!name) {
        problems.push({ line, problem: `entry ${entNum} has no name` });
        continue;
      }
      if (seen.has(entNum!)) {
        problems.push({ line, problem: `entry ${entNum} appears twice` });
        continue;
      }
      seen.add(entNum!);
      const parsed = parseRemarks(remarks ?? "");
      parsed.unknownCountries.forEach((c) => unknownCountries.add(c));
      entries.push({
        externalId: entNum!,
        primaryName: name,
        aliases: parsed.aliases.filter((alias) => alias !== name),
        datesOfBirth: parsed.datesOfBirth,
        nationalities: parsed.nationalities,
        gender: parsed.gender,
        // Several programmes are written "SDGT] [IRGC] [IFSR".
        programmes: (program ?? "")
          .split(/\]\s*\[/)
          .map((p) => p.trim())
          .filter(Boolean),
        remarks: remarks || undefined,
      });
    }
  } catch (error) {
    if (error instanceof CsvSyntaxError)
      problems.push({ line: error.line, problem: error.message.replace(/^line \d+: /, "") });
    else throw error;
  }
  if (entries.length === 0 && problems.length === 0) {
    throw new WatchlistFormatError("the file holds no individuals: is it OFAC's sdn.csv?");
  }
  return {
    list: {
      name: "ofac-sdn",
      source: meta.source ?? "OFAC Specially Designated Nationals (legacy CSV, sdn.csv)",
      format: "ofac-sdn",
      category: "sanctions",
      versionDate: meta.versionDate,
      entries,
    },
    problems,
    skippedNonIndividuals,
    unknownCountries: [...unknownCountries],
  };
}
