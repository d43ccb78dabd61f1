// The in-memory candidate index over every name and alias of the active lists: each
// token, each pair of adjacent tokens joined, and their Double Metaphone keys point to
// the names holding them. A query collects the names sharing keys with it, weighs each
// shared token by its rarity, and scores only the best-placed candidates: screening
// never scans the whole list. Built from the database at start (and after an import);
// why in memory rather than a table: docs/decisions (AML index).
import type { BirthRange } from "./dates-of-birth";
import { joinedVariants } from "./name-similarity";
import { nameTokens } from "./normalise";
import { phoneticKeys } from "./token-similarity";

export interface IndexedList {
  id: string;
  name: string;
  source: string;
  category: string;
  versionDate: string;
}

export interface IndexedEntry {
  id: string;
  externalId: string;
  list: IndexedList;
  primaryName: string;
  datesOfBirth: BirthRange[];
  nationalities: string[];
  gender?: string;
  programmes: string[];
  /** entry-fingerprint.ts: changes when the listed person's names or particulars change. */
  fingerprint?: string;
}

export interface IndexedName {
  entry: IndexedEntry;
  kind: "primary" | "alias";
  name: string;
  tokens: string[];
  /** The tokens with adjacent short tokens joined (name-similarity.ts), worked out once. */
  variants?: string[][];
}

/** How many candidates are scored at most per query variant. */
const CANDIDATES = 150;

export function tokenKeys(token: string): string[] {
  const keys = [`t:${token}`];
  if (token.length >= 3) {
    const [p, s] = phoneticKeys(token);
    if (p) keys.push(`m:${p}`);
    if (s && s !== p) keys.push(`m:${s}`);
  }
  return keys;
}

export function keysOfTokens(tokens: string[]): string[][] {
  // Per token: its keys and the keys of it joined with its neighbours.
  return tokens.map((token, i) => {
    const keys = tokenKeys(token);
    if (i > 0) keys.push(...tokenKeys(tokens[i - 1]! + token));
    if (i + 1 < tokens.length) keys.push(...tokenKeys(token + tokens[i + 1]!));
    return keys;
  });
}

export class NameIndex {
  readonly names: IndexedName[] = [];
  private readonly postings = new Map<string, number[]>();

  constructor(
    readonly lists: IndexedList[],
    entries: { entry: IndexedEntry; names: { kind: "primary" | "alias"; name: string }[] }[],
  ) {
    for (const { entry, names } of entries) {
      for (const { kind, name } of names) {
        const tokens = nameTokens(name);
        if (tokens.length === 0) continue;
        const index = this.names.push({ entry, kind, name, tokens, variants: joinedVariants(tokens) }) - 1;
        const own = new Set<string>();
        for (const t of tokens) for (const k of tokenKeys(t)) own.add(k);
        for (let i = 0; i + 1 < tokens.length; i++)
          for (const k of tokenKeys(tokens[i]! + tokens[i + 1]!)) own.add(k);
        for (const key of own) {
          let list = this.postings.get(key);
          if (!list) this.postings.set(key, (list = []));
          list.push(index);
        }
      }
    }
  }

  get entryCount(): number {
    return new Set(this.names.map((n) => n.entry)).size;
  }

  // Scratch space of candidates(), one slot per name (a query touches thousands of names for a
  // common token such as "kim"; maps of them cost more than the lookups). Always left zeroed.
  private scratch?: { weight: Float64Array; tokenBest: Float64Array; touched: Int32Array };

  /** Names sharing the rarest keys with the query, best placed first (equal weights in the
   * order first met). */
  candidates(queryTokens: string[], limit = CANDIDATES): IndexedName[] {
    const total = this.names.length || 1;
    const n = this.names.length;
    const { weight, tokenBest, touched } = (this.scratch ??= {
      weight: new Float64Array(n),
      tokenBest: new Float64Array(n),
      touched: new Int32Array(n),
    });
    const met: number[] = [];
    for (const keys of keysOfTokens(queryTokens)) {
      // A token counts once per name, with the rarity of its rarest key that hits it.
      let count = 0;
      for (const key of keys) {
        const posting = this.postings.get(key);
        if (!posting) continue;
        const idf = Math.log(1 + total / posting.length);
        for (const name of posting) {
          if (tokenBest[name] === 0) touched[count++] = name;
          if (tokenBest[name]! < idf) tokenBest[name] = idf;
        }
      }
      for (let t = 0; t < count; t++) {
        const name = touched[t]!;
        if (weight[name] === 0) met.push(name);
        weight[name]! += tokenBest[name]!;
        tokenBest[name] = 0;
      }
    }
    // A stable sort: equal weights stay in the order first met.
    const ranked = met.slice().sort((a, b) => weight[b]! - weight[a]!);
    for (const name of met) weight[name] = 0;
    return ranked.slice(0, limit).map((name) => this.names[name]!);
  }
}
