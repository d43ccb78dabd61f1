// The sync's bulk work on the case index: the rows a page already has, read in one statement,
// and new rows with their search terms written in a statement per few thousand, the ids or rows
// passed as a single JSON parameter that the database unpacks itself (json_each in SQLite,
// json_array_elements_text / json_populate_recordset in PostgreSQL). Prisma's createMany, and even multi-row INSERTs with
// a bound parameter per value, spent most of the first build and most of the server's memory
// on a million rows and ten million terms (docs/benchmarks.md). Nothing is spliced into SQL.
import { isPostgres, type Db } from "../database/dashboard-db";
import type { Placement } from "../routing/place";
import type { IndexRow } from "./entry";
import type { Tx } from "./store";
import { addToTally } from "./tally";

// Every field of an index row, checked by the compiler: a field added to IndexRow and not here
// would otherwise be silently left out of the bulk insert.
const rowFields: Record<keyof IndexRow, true> = {
  submissionId: true,
  createdAt: true,
  email: true,
  emailFolded: true,
  name: true,
  nameKey: true,
  birthDate: true,
  nationality: true,
  gender: true,
  userid: true,
  idType: true,
  status: true,
  amlStatus: true,
  riskLevel: true,
  redFlag: true,
  attempts: true,
  applicantId: true,
  personKey: true,
  amlChangedAt: true,
};
const rowColumns = [...(Object.keys(rowFields) as (keyof IndexRow)[]), "seenAt"] as const;

/** A time as SQLite keeps Prisma's DateTime (PostgreSQL parses it the same). */
const stamp = (at: Date) => at.toISOString().replace("Z", "+00:00");

const quoted = (columns: readonly string[]) => columns.map((c) => `"${c}"`).join(", ");

/** Rows per statement: one JSON text of a few megabytes at most. */
const perStatement = 5000;

// Who holds a case claimed before it was indexed (lib/assignments/write.ts keeps it after).
const holderOf = (id: string) =>
  `(SELECT "holderId" FROM "Assignment" WHERE "Assignment"."submissionId" = ${id})`;

/** Inserts the rows, in as many statements as they need; answers how many were inserted. */
async function insertJson(tx: Tx, table: string, columns: readonly string[], rows: object[]) {
  const postgres = isPostgres(tx as Db);
  const holder = table === "IndexedSubmission";
  const into = quoted(holder ? [...columns, "holderId"] : columns);
  const sql = postgres
    ? `INSERT INTO "${table}" (${into}) SELECT ${columns.map((c) => `r."${c}"`).join(", ")}${holder ? `, ${holderOf(`r."submissionId"`)}` : ""} FROM json_populate_recordset(NULL::"${table}", $1::json) AS r`
    : `INSERT INTO "${table}" (${into}) SELECT ${columns.map((c) => `value ->> '$.${c}'`).join(", ")}${holder ? `, ${holderOf(`value ->> '$.submissionId'`)}` : ""} FROM json_each(?)`;
  let inserted = 0;
  for (let i = 0; i < rows.length; i += perStatement)
    inserted += await tx.$executeRawUnsafe(sql, JSON.stringify(rows.slice(i, i + perStatement)));
  return inserted;
}

/**
 * An index row as stored, its key for the terms, whether a decision made here stands on it
 * (`decidedAt`) and whether it was put in a queue yet (lib/routing/place.ts).
 */
export type StoredRow = IndexRow & { seq: number; decidedHere: boolean; routed: boolean };

/** The index rows these ids already have, in one statement whatever the number of ids. */
export async function existingRows(tx: Tx, ids: readonly string[]): Promise<StoredRow[]> {
  if (ids.length === 0) return [];
  const fields = `"seq", ${quoted(rowColumns.filter((c) => c !== "seenAt"))}, ("decidedAt" IS NOT NULL) AS "decidedHere", ("routedVersion" IS NOT NULL OR "queueId" IS NOT NULL) AS "routed"`;
  const rows = isPostgres(tx as Db)
    ? await tx.$queryRawUnsafe<StoredRow[]>(
        `SELECT ${fields} FROM "IndexedSubmission" WHERE "submissionId" IN (SELECT json_array_elements_text($1::json))`,
        JSON.stringify(ids),
      )
    : await tx.$queryRawUnsafe<StoredRow[]>(
        `SELECT ${fields} FROM "IndexedSubmission" WHERE "submissionId" IN (SELECT value FROM json_each(?))`,
        JSON.stringify(ids),
      );
  // SQLite answers a boolean column as 0 or 1, and a time as text, to a raw query.
  return rows.map((r) => ({
    ...r,
    seq: Number(r.seq),
    amlChangedAt: r.amlChangedAt === null ? null : new Date(r.amlChangedAt),
    redFlag: Boolean(r.redFlag),
    decidedHere: Boolean(r.decidedHere),
    routed: Boolean(r.routed),
    attempts: r.attempts === null ? null : Number(r.attempts),
  }));
}

// A new case's queue (lib/routing/place.ts), written with its row.
const placementColumns = ["queueId", "routedVersion", "routedRuleId", "dueAt"] as const;

export async function insertRows(
  tx: Tx,
  rows: readonly (IndexRow & { placement: Placement })[],
  seenAt: Date,
): Promise<void> {
  const seen = stamp(seenAt);
  const inserted = await insertJson(
    tx,
    "IndexedSubmission",
    [...rowColumns, ...placementColumns],
    rows.map(({ placement, ...r }) => ({
      ...r,
      amlChangedAt: r.amlChangedAt && stamp(r.amlChangedAt),
      seenAt: seen,
      ...placement,
      dueAt: placement.dueAt && stamp(placement.dueAt),
    })),
  );
  await addToTally(tx, inserted);
}

/** The search terms of cases, a statement per few thousand cases, keyed by each case's seq. */
export async function insertTerms(tx: Tx, cases: readonly { submissionId: string; terms: string[] }[]) {
  // The seq is the row's own, read in the statement: a case's terms are written after its row.
  const sql = isPostgres(tx as Db)
    ? `INSERT INTO "IndexedSearchTerm" ("term", "seq") SELECT t.term, s."seq" FROM json_array_elements($1::json) AS c JOIN "IndexedSubmission" s ON s."submissionId" = c ->> 's' CROSS JOIN LATERAL json_array_elements_text(c -> 't') AS t(term)`
    : `INSERT INTO "IndexedSearchTerm" ("term", "seq") SELECT t.value, s."seq" FROM json_each(?) AS c JOIN "IndexedSubmission" s ON s."submissionId" = c.value ->> '$.s' JOIN json_each(c.value, '$.t') AS t`;
  for (let i = 0; i < cases.length; i += perStatement) {
    const part = cases.slice(i, i + perStatement).map((c) => ({ s: c.submissionId, t: c.terms }));
    await tx.$executeRawUnsafe(sql, JSON.stringify(part));
  }
}
