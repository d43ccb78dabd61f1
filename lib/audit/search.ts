// Reads the audit log a page at a time, newest first, with the filters of lib/audit/filters.ts.
// Cursor paging by seq (never OFFSET): a page costs the same at event 10 and at event 1,000,000,
// and events recorded meanwhile never shift a page. Takes the database as a parameter so the
// bench and the CSV export use exactly the page's query.
import type { Db } from "../database/dashboard-db";
import { prefixEnd } from "../case-index/entry";
import { actionGroup, knownActions } from "./action-groups";
import type { AuditFilter } from "./filters";
import { normalizeEmail } from "./hmac";

export type AuditRow = Awaited<ReturnType<Db["auditEvent"]["findFirstOrThrow"]>>;

export interface AuditPage {
  events: AuditRow[];
  /** The cursor of the next (older) page; null at the oldest event. */
  before: number | null;
}

type Where = NonNullable<NonNullable<Parameters<Db["auditEvent"]["findMany"]>[0]>["where"]>;

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** The database condition of a filter. The actor is looked up by e-mail among accounts (accounts are disabled, never removed). */
async function auditWhere(db: Db, filter: AuditFilter): Promise<Where> {
  const and: Where[] = [];
  if (filter.actor) {
    const email = normalizeEmail(filter.actor);
    const account = await db.reviewer.findUnique({ where: { email }, select: { id: true } });
    and.push(account ? { actorId: account.id } : { actorEmail: email });
  }
  if (filter.group) and.push({ action: { in: [...actionGroup(filter.group).actions] } });
  if (filter.action) and.push({ action: actionMatch(filter.action) });
  if (filter.target) and.push({ targetId: startsWith(filter.target) });
  if (filter.outcome) and.push({ outcome: filter.outcome });
  if (filter.from || filter.to) {
    const range = await seqRange(
      db,
      filter.from ? dayStart(filter.from) : null,
      filter.to ? nextDay(filter.to) : null,
    );
    if (!range) return { seq: -1 }; // no event in the range
    and.push({ seq: range });
  }
  return and.length ? { AND: and } : {};
}

// The start of a name or id as a range of the column's index (action, seq) or (targetId, seq):
// "decision" finds decision.record, "0f7d5a52" every event of that submission. A range, not
// LIKE: SQLite's LIKE is case-insensitive and cannot use these indexes. It relies on byte order
// (SQLite's default; PostgreSQL with the C collation, as docs/accountability.md says).
const startsWith = (start: string) => ({ gte: start, lt: prefixEnd(start) });

// A whole known name is an equality and the start of known names their list, both of which read
// the (action, seq) index in seq order; a range over a frequent action (submission.view) would
// have to sort all its events. Only a start no known name has is a range (older names).
function actionMatch(typed: string) {
  if (knownActions.includes(typed)) return typed;
  const known = knownActions.filter((a) => a.startsWith(typed));
  return known.length ? { in: known } : startsWith(typed);
}

// Event times never decrease along the chain (lib/audit/append.ts), so a date range is a
// range of seq, found with two lookups in the time index. Filtering on seq keeps a page of
// a week long ago as cheap as one of today; "at" alone would make SQLite walk every newer
// event first.
async function seqRange(
  db: Db,
  from: Date | null,
  until: Date | null,
): Promise<{ gte?: number; lte?: number } | null> {
  const [first, last] = await Promise.all([
    from
      ? db.auditEvent.findFirst({
          where: { at: { gte: from } },
          orderBy: [{ at: "asc" }, { seq: "asc" }],
          select: { seq: true },
        })
      : undefined,
    until
      ? db.auditEvent.findFirst({
          where: { at: { lt: until } },
          orderBy: [{ at: "desc" }, { seq: "desc" }],
          select: { seq: true },
        })
      : undefined,
  ]);
  if (first === null || last === null) return null;
  if (first && last && first.seq > last.seq) return null;
  return { ...(first ? { gte: first.seq } : {}), ...(last ? { lte: last.seq } : {}) };
}

export async function searchAudit(db: Db, filter: AuditFilter, size = 50): Promise<AuditPage> {
  const where = await auditWhere(db, filter);
  const rows = await db.auditEvent.findMany({
    where: filter.before ? { AND: [where, { seq: { lt: filter.before } }] } : where,
    orderBy: { seq: "desc" },
    take: size + 1,
  });
  const events = rows.slice(0, size);
  return { events, before: rows.length > size ? events[events.length - 1]!.seq : null };
}
