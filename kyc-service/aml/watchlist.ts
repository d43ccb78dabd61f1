// A watchlist as the importers produce it, before it is stored (kyc-service/aml/import.ts).
import type { BirthRange } from "./dates-of-birth";

/** Decides the risk level of a match (docs/aml.md): sanctions High, pep Medium, watchlist Low. */
export const LIST_CATEGORIES = ["sanctions", "pep", "watchlist"] as const;
export type ListCategory = (typeof LIST_CATEGORIES)[number];

export interface WatchlistEntry {
  externalId: string;
  primaryName: string;
  aliases: string[];
  datesOfBirth: BirthRange[];
  nationalities: string[];
  gender?: "male" | "female";
  programmes: string[];
  remarks?: string;
}

export interface ParsedWatchlist {
  name: string;
  source: string;
  format: "ofac-sdn" | "custom";
  category: ListCategory;
  versionDate: string;
  entries: WatchlistEntry[];
}

/** A row the importer could not read, with the line and what is wrong. */
export interface RowProblem {
  line: number;
  problem: string;
}

export class WatchlistFormatError extends Error {
  constructor(
    message: string,
    readonly problems: RowProblem[] = [],
  ) {
    super(message);
  }
}
