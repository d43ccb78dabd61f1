// A queue page from the case index: the view's rows in its order, from the cursor on, with what
// the dashboard knows of each (holder, decision, a duplicate group awaiting a resolution).
// Keyset paging: the cursor is the last row shown, so a page never repeats or skips a row
// however many arrive meanwhile.
import "server-only";
import type { PageKey } from "../../common/kyc-api/schemas";
import { reviewerNames } from "../assignments/queries";
import { db } from "../db";
import type { IndexedSubmission } from "../../generated/prisma/sqlite/client";
import type { SubmissionRow } from "./rows";
import { defaultSort, type QueueView } from "./view";
import { viewWhere, type IndexWhere } from "./where";
import { inChunks } from "../database/in-chunks";
import { candidateCap } from "./search";
import { searchCandidates, type Candidates } from "./search-candidates";
import { settledStatuses } from "../deletions/states";

export type Order = "needs" | "decided" | "newest" | "oldest";

/** The order the server pages in; other columns reorder the loaded rows in the browser. */
export function pageOrder(view: Pick<QueueView, "tab" | "sort">): Order {
  const sort =
    view.sort.column === "created" || view.sort.column === "decided" ? view.sort : defaultSort(view.tab);
  if (sort.column === "decided") return "decided";
  if (view.tab === "needs" && !sort.desc) return "needs";
  return sort.desc ? "newest" : "oldest";
}

const orderBy = {
  needs: [{ redFlag: "desc" }, { createdAt: "asc" }, { submissionId: "asc" }],
  decided: [{ decidedAt: "desc" }, { submissionId: "desc" }],
  newest: [{ createdAt: "desc" }, { submissionId: "desc" }],
  oldest: [{ createdAt: "asc" }, { submissionId: "asc" }],
} as const;

/** Rows after the cursor in the order (the cursor's created_at holds decidedAt for "decided"). */
async function after(order: Order, at: PageKey | undefined): Promise<IndexWhere> {
  if (!at) return {};
  const { id, created_at: c } = at;
  switch (order) {
    case "decided": {
      const d = new Date(c);
      return { OR: [{ decidedAt: { lt: d } }, { decidedAt: d, submissionId: { lt: id } }] };
    }
    case "newest":
      return { OR: [{ createdAt: { lt: c } }, { createdAt: c, submissionId: { lt: id } }] };
    case "oldest":
      return { OR: [{ createdAt: { gt: c } }, { createdAt: c, submissionId: { gt: id } }] };
    case "needs": {
      const red = (
        await db().indexedSubmission.findUnique({ where: { submissionId: id }, select: { redFlag: true } })
      )?.redFlag;
      const later = { OR: [{ createdAt: { gt: c } }, { createdAt: c, submissionId: { gt: id } }] };
      return red ? { OR: [{ redFlag: false }, { redFlag: true, ...later }] } : { redFlag: false, ...later };
    }
  }
}

export interface QueuePage {
  rows: SubmissionRow[];
  next: PageKey | null;
}

/** The same orders in the browser's hands: merging the pages read per chunk of candidates. */
type OrderKeys = Pick<IndexedSubmission, "submissionId" | "createdAt" | "redFlag" | "decidedAt">;

const compare: Record<Order, (a: OrderKeys, b: OrderKeys) => number> = {
  needs: (a, b) => Number(b.redFlag) - Number(a.redFlag) || oldest(a, b),
  decided: (a, b) =>
    (b.decidedAt?.getTime() ?? 0) - (a.decidedAt?.getTime() ?? 0) ||
    b.submissionId.localeCompare(a.submissionId),
  newest: (a, b) => oldest(b, a),
  oldest: (a, b) => oldest(a, b),
};

function oldest(a: OrderKeys, b: OrderKeys) {
  return a.createdAt < b.createdAt
    ? -1
    : a.createdAt > b.createdAt
      ? 1
      : a.submissionId < b.submissionId
        ? -1
        : a.submissionId > b.submissionId
          ? 1
          : 0;
}

/**
 * The first `take` rows of `where` in the order. Few candidates (a search's, or the decided
 * cases) are read whole, by primary key in parts a query can bind, and ordered here: asked to
 * order them too, the database walks the order's index over every row, checking each against
 * the list. Otherwise the order's index answers.
 */
export async function firstInOrder(
  where: IndexWhere,
  order: Order,
  take: number,
  candidates: Candidates,
): Promise<IndexedSubmission[]> {
  if (!Array.isArray(candidates))
    return db().indexedSubmission.findMany({ where, orderBy: [...orderBy[order]], take });
  // The order's keys only for every candidate, then whole rows for the page's few.
  const keys = await inChunks(candidates, (part) =>
    db().indexedSubmission.findMany({
      where: { AND: [where, { submissionId: { in: part } }] },
      select: { submissionId: true, createdAt: true, redFlag: true, decidedAt: true },
    }),
  );
  const first = keys.sort(compare[order]).slice(0, take);
  const rows = await inChunks(
    first.map((k) => k.submissionId),
    (part) => db().indexedSubmission.findMany({ where: { submissionId: { in: part } } }),
  );
  const byId = new Map(rows.map((r) => [r.submissionId, r]));
  return first.flatMap((k) => byId.get(k.submissionId) ?? []);
}

/**
 * The cases a page can come from when they are few: a search's candidates, or, for Decided in
 * submission order, the cases decided here while they are under the cap. Walking the created_at
 * index for them would read nearly every row of the index while few cases are decided here.
 */
async function candidatesFor(view: Pick<QueueView, "q" | "tab">, order: Order): Promise<Candidates> {
  const search = await searchCandidates(view.q);
  if (search !== null || view.tab !== "decided" || order === "decided") return search;
  const decided = await db().indexedSubmission.findMany({
    where: { decidedAt: { not: null } },
    // Named, or Prisma orders a limited read by the primary key: a walk over every row.
    orderBy: [{ decidedAt: "desc" }, { submissionId: "desc" }],
    select: { submissionId: true },
    take: candidateCap + 1,
  });
  return decided.length > candidateCap ? null : decided.map((d) => d.submissionId);
}

export async function queuePage(
  view: Omit<QueueView, "size"> & { size: number },
  me: string,
  also: IndexWhere = {},
): Promise<QueuePage> {
  const order = pageOrder(view);
  const found = await firstInOrder(
    { AND: [viewWhere(view, me), await after(order, view.at), also] },
    order,
    view.size + 1,
    await candidatesFor(view, order),
  );
  const shown = found.slice(0, view.size);
  const last = shown.at(-1);
  const next =
    found.length > view.size && last
      ? {
          id: last.submissionId,
          created_at: order === "decided" ? last.decidedAt!.toISOString() : last.createdAt,
        }
      : null;
  return { rows: await withLocalState(shown), next };
}

/** Holders, awaiting duplicate groups and pending deletions of these rows only (a page, not the whole index). */
async function withLocalState(rows: IndexedSubmission[]): Promise<SubmissionRow[]> {
  const ids = rows.map((r) => r.submissionId);
  const [groups, names, deletions] = await Promise.all([
    inChunks(ids, (part) =>
      db().duplicateGroup.findMany({
        where: { submissionId: { in: part }, status: { in: ["open", "escalated"] } },
        select: { submissionId: true, status: true },
      }),
    ),
    reviewerNames(),
    inChunks(ids, (part) =>
      db().deletionRequest.findMany({
        where: { submissionId: { in: part }, status: { notIn: settledStatuses } },
        select: { submissionId: true },
      }),
    ),
  ]);
  const deletionPending = new Set(deletions.map((d) => d.submissionId));
  const awaiting = new Map(
    groups.map((g) => [g.submissionId, g.status === "escalated" ? "escalated" : "open"] as const),
  );
  return rows.map((r) => {
    const holderId = r.holderId;
    return {
      id: r.submissionId,
      createdAt: r.createdAt,
      name: r.name,
      nationality: r.nationality,
      idType: r.idType,
      status: r.status,
      amlStatus: r.amlStatus,
      riskLevel: r.riskLevel,
      attempts: r.attempts,
      email: r.email,
      userid: r.userid,
      holder: holderId ? (names.get(holderId) ?? "a former reviewer") : null,
      holderId,
      decidedAt: r.decidedAt?.toISOString() ?? null,
      // A case decided here no longer awaits its group's resolution.
      duplicate: r.decidedAt ? null : (awaiting.get(r.submissionId) ?? null),
      deletionPending: deletionPending.has(r.submissionId),
    };
  });
}
