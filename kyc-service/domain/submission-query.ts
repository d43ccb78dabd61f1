// GET /v2/submission: query-string parsing and the cursor-paged, newest-first read.
import { z } from "zod";
import type { ServiceDb } from "../store/db";
import { maxPageSize, type PageKey } from "../../common/kyc-api/schemas";
import { badRequest } from "../http/errors";
import { createdRange } from "./list-dates";
import { listRecordJson } from "./submission-store";

const single = (name: string, maxLength = 200) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .refine((v) => !Array.isArray(v), `${name} may be given only once`)
    .refine((v) => v === undefined || v.length <= maxLength, {
      error: (issue) =>
        `${name} is too long: at most ${maxLength} characters (got ${String(issue.input).length})`,
    })
    .transform((v) => (v === undefined || v === "" ? undefined : (v as string)));

const QueryString = z.looseObject({
  submission_id: single("submission_id"),
  userid: single("userid"),
  email: single("email", 254),
  count: single("count").pipe(
    z
      .string()
      .regex(/^\d+$/, `count must be a whole number from 1 to ${maxPageSize}`)
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(1, `count must be from 1 to ${maxPageSize}`)
          .max(maxPageSize, `count must be from 1 to ${maxPageSize}`),
      )
      .optional(),
  ),
  nextpage_id: single("nextpage_id"),
  nextpage_date: single("nextpage_date"),
  start_date: single("start_date"),
  end_date: single("end_date"),
  // An addition of this service (docs/vendor-differences.md): records whose AML result
  // changed at or after this time, so a client notices re-screenings without reading all.
  aml_changed_since: single("aml_changed_since"),
});

export interface ListQuery {
  submissionId?: string;
  userid?: string;
  email?: string;
  count: number;
  after?: { id: string; createdAt: Date };
  /** created_at from (inclusive) and before (exclusive): whole UTC days from start_date/end_date. */
  createdFrom?: Date;
  createdBefore?: Date;
  amlChangedSince?: Date;
}

export function parseListQuery(query: unknown): ListQuery {
  const parsed = QueryString.safeParse(query ?? {});
  if (!parsed.success)
    throw badRequest(`Invalid Query String parameters: ${parsed.error.issues[0]!.message}`);
  const q = parsed.data;
  if ((q.nextpage_id === undefined) !== (q.nextpage_date === undefined)) {
    throw badRequest("Invalid Query String parameters: nextpage_id and nextpage_date must be sent together");
  }
  let after: ListQuery["after"];
  if (q.nextpage_id && q.nextpage_date) {
    const createdAt = new Date(q.nextpage_date);
    // Years outside 0-9999 parse but no database column can hold them.
    const year = createdAt.getUTCFullYear();
    if (Number.isNaN(createdAt.getTime()) || year < 0 || year > 9999) {
      throw badRequest(
        "Invalid Query String parameters: nextpage_date must be the created_at value of nextpageKey",
      );
    }
    after = { id: q.nextpage_id, createdAt };
  }
  const { createdFrom, createdBefore } = createdRange(q.start_date, q.end_date);
  let amlChangedSince: Date | undefined;
  if (q.aml_changed_since !== undefined) {
    amlChangedSince = new Date(q.aml_changed_since);
    if (!/^\d{4}-\d{2}-\d{2}T/.test(q.aml_changed_since) || Number.isNaN(amlChangedSince.getTime()))
      throw badRequest(
        "Invalid Query String parameters: aml_changed_since must be a time as YYYY-MM-DDTHH:MM:SS.sssZ",
      );
  }
  return {
    submissionId: q.submission_id,
    userid: q.userid,
    email: q.email,
    count: q.count ?? maxPageSize,
    after,
    createdFrom,
    createdBefore,
    amlChangedSince,
  };
}

function listWhere(projectId: string, query: ListQuery) {
  return {
    projectId,
    ...(query.submissionId ? { id: query.submissionId } : {}),
    ...(query.userid ? { userid: query.userid } : {}),
    ...(query.email ? { email: query.email } : {}),
    ...(query.amlChangedSince ? { amlChangedAt: { gte: query.amlChangedSince } } : {}),
    ...(query.createdFrom || query.createdBefore
      ? {
          createdAt: {
            ...(query.createdFrom ? { gte: query.createdFrom } : {}),
            ...(query.createdBefore ? { lt: query.createdBefore } : {}),
          },
        }
      : {}),
    ...(query.after
      ? {
          OR: [
            { createdAt: { lt: query.after.createdAt } },
            { createdAt: query.after.createdAt, id: { lt: query.after.id } },
          ],
        }
      : {}),
  };
}

function page<T extends { id: string; createdAt: Date }>(rows: T[], count: number) {
  const hasMore = rows.length > count;
  const items = hasMore ? rows.slice(0, count) : rows;
  const last = items.at(-1);
  const nextpageKey: PageKey | undefined =
    hasMore && last ? { id: last.id, created_at: last.createdAt.toISOString() } : undefined;
  return { rows: items, nextpageKey };
}

/** Full rows, for the single-submission query (which adds attempts and aml). */
export async function listSubmissionRows(db: ServiceDb, projectId: string, query: ListQuery) {
  const rows = await db.submission.findMany({
    where: listWhere(projectId, query),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.count + 1,
  });
  return page(rows, query.count);
}

/**
 * A page of list records as JSON text: only id, createdAt and the stored `listRecord` are
 * read, and the stored JSON is spliced into the answer without being parsed again. Rows
 * written before the column existed (or by a fixture) are computed from the full row.
 */
export async function listRecordsJson(
  db: ServiceDb,
  projectId: string,
  query: ListQuery,
): Promise<{ items: string[]; nextpageKey?: PageKey }> {
  const rows = await db.submission.findMany({
    where: listWhere(projectId, query),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.count + 1,
    select: { id: true, createdAt: true, listRecord: true },
  });
  const { rows: items, nextpageKey } = page(rows, query.count);
  const missing = items.filter((row) => row.listRecord === null).map((row) => row.id);
  const computed = new Map<string, string>();
  if (missing.length) {
    for (const row of await db.submission.findMany({ where: { id: { in: missing } } }))
      computed.set(row.id, listRecordJson(row));
  }
  return { items: items.map((row) => row.listRecord ?? computed.get(row.id)!), nextpageKey };
}
