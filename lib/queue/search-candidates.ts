// Which cases a text search can match, read from the terms index before the view's query. A
// search for a name, an id or a user id usually matches a handful of cases among a million:
// the view then looks at those cases only, instead of checking every case of a large tab
// against the terms one by one (docs/case-index.md). A search matching more cases than the
// cap (one common word) is "broad": its rows still come in order from the tab's own index
// (matches are dense, so the first page fills fast), but its tabs are not counted exactly.
import "server-only";
import { prefixEnd, searchWords } from "../case-index/entry";
import { isPostgres } from "../database/dashboard-db";
import { db } from "../db";
import { candidateCap, fold, searchKind } from "./search";

/** null: no text search (or an e-mail, which has its own index); "broad": over the cap. */
export type Candidates = string[] | "broad" | null;

/** Ids with a term starting with `prefix`, or null when more than the cap have one. */
async function idsStarting(prefix: string): Promise<Set<string> | null> {
  // Terms are keyed by the row's seq (docs/case-index.md): the ids come through a join, in one
  // statement, rather than a second query binding up to the cap's seqs.
  const client = db();
  const [from, to, limit] = isPostgres(client) ? ["$1", "$2", "$3"] : ["?", "?", "?"];
  const rows = await client.$queryRawUnsafe<{ submissionId: string }[]>(
    `SELECT s."submissionId" FROM "IndexedSearchTerm" t JOIN "IndexedSubmission" s ON s."seq" = t."seq" WHERE t."term" >= ${from} AND t."term" < ${to} LIMIT ${limit}`,
    prefix,
    prefixEnd(prefix),
    candidateCap + 1,
  );
  return rows.length > candidateCap ? null : new Set(rows.map((r) => r.submissionId));
}

/**
 * Every case the search box's query can match (lib/queue/where.ts searchWhere): those whose
 * terms start with the whole query, and those with the rarest word (the query's own
 * condition then checks the other words).
 */
export async function searchCandidates(q: string | undefined): Promise<Candidates> {
  if (!q?.trim() || searchKind(q) === "email") return null;
  const whole = fold(q.trim());
  const words = searchWords(q).filter((w) => w !== whole);
  const [byWhole, ...byWords] = await Promise.all([whole, ...words].map(idsStarting));
  if (!byWhole) return "broad";
  const rarest = byWords.filter((ids): ids is Set<string> => ids !== null).sort((a, b) => a.size - b.size)[0];
  if (words.length > 0 && !rarest) return "broad";
  const all = new Set([...byWhole, ...(rarest ?? [])]);
  return all.size > candidateCap ? "broad" : [...all];
}
