// The candidate index's ranking, kept in typed arrays for speed, is the ranking of the plain
// maps it replaced: the same names in the same order (equal weights in the order first met),
// for every form of real SDN names, namesakes and ordinary names (with the shared snapshot).
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { indexOf, loadNegatives, loadSdn } from "./evaluation/evaluate";
import { namesakeCases } from "./evaluation/namesakes";
import { nameForms } from "./name-hits";
import { keysOfTokens, tokenKeys, type NameIndex } from "./name-index";

const SDN = "/work/shared/data/ofac-sdn/sdn.csv";

/** The ranking as it was written with maps. */
function candidatesWithMaps(
  index: NameIndex,
  postings: Map<string, number[]>,
  query: string[],
  limit: number,
) {
  const total = index.names.length;
  const weightOf = new Map<number, number>();
  for (const keys of keysOfTokens(query)) {
    const best = new Map<number, number>();
    for (const key of keys) {
      const posting = postings.get(key);
      if (!posting) continue;
      const idf = Math.log(1 + total / posting.length);
      for (const n of posting) if ((best.get(n) ?? 0) < idf) best.set(n, idf);
    }
    for (const [n, idf] of best) weightOf.set(n, (weightOf.get(n) ?? 0) + idf);
  }
  return [...weightOf]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([n]) => index.names[n]!);
}

describe.skipIf(!existsSync(SDN))("candidate ranking (needs ../shared/data)", () => {
  it("ranks as the map-based ranking did, name for name", () => {
    const list = loadSdn(SDN);
    const index = indexOf(list);
    const postings = new Map<string, number[]>();
    index.names.forEach(({ tokens }, n) => {
      const own = new Set(tokens.flatMap(tokenKeys));
      for (let i = 0; i + 1 < tokens.length; i++)
        for (const k of tokenKeys(tokens[i]! + tokens[i + 1]!)) own.add(k);
      for (const key of own) postings.set(key, [...(postings.get(key) ?? []), n]);
    });
    const names = [
      ...namesakeCases(list, { others: 60 }).map((c) => c.form),
      ...loadNegatives().map((n) => n.name),
      ...list.entries.filter((_, i) => i % 25 === 0).map((e) => e.primaryName),
    ];
    let compared = 0;
    for (const name of names)
      for (const form of nameForms(name))
        for (const limit of [40, 150]) {
          expect(index.candidates(form, limit), form.join(" ")).toEqual(
            candidatesWithMaps(index, postings, form, limit),
          );
          compared++;
        }
    expect(compared).toBeGreaterThan(1000);
  });
});
