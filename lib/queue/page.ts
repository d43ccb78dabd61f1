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
import { idsContaining } from "./id-search";
import { settledStatuses } from "../deletions/states";
import { viewWhere, type Held, type IndexWhere } from "./where";

type Order = "needs" | "decided" | "newest" | "oldest";

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

export async function queuePage(
  view: Omit<QueueView, "size"> & { size: number },
  held: Held,
  also: IndexWhere = {},
): Promise<QueuePage> {
  const order = pageOrder(view);
  const found = await db().indexedSubmission.findMany({
    where: { AND: [viewWhere(view, held, await idsContaining(view.q)), await after(order, view.at), also] },
    orderBy: [...orderBy[order]],
    take: view.size + 1,
  });
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
  const [assignments, groups, names, deletions] = await Promise.all([
    db().assignment.findMany({ where: { submissionId: { in: ids } } }),
    db().duplicateGroup.findMany({
      where: { submissionId: { in: ids }, status: { in: ["open", "escalated"] } },
      select: { submissionId: true, status: true },
    }),
    reviewerNames(),
    db().deletionRequest.findMany({
      where: { submissionId: { in: ids }, status: { notIn: settledStatuses } },
      select: { submissionId: true },
    }),
  ]);
  const deletionPending = new Set(deletions.map((d) => d.submissionId));
  const holders = new Map(assignments.map((a) => [a.submissionId, a.holderId]));
  const awaiting = new Map(
    groups.map((g) => [g.submissionId, g.status === "escalated" ? "escalated" : "open"] as const),
  );
  return rows.map((r) => {
    const holderId = holders.get(r.submissionId) ?? null;
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

/** Which cases are held: by the reviewer looking, and by anyone. */
export async function heldCases(me: string): Promise<Held> {
  const rows = await db().assignment.findMany({ select: { submissionId: true, holderId: true } });
  return {
    mine: rows.filter((r) => r.holderId === me).map((r) => r.submissionId),
    all: rows.map((r) => r.submissionId),
  };
}
