// Writing upstream records into the case index: new rows with their search terms, changed rows
// rewritten, unchanged ones only marked as seen. One batch is one transaction, together with
// whatever the caller records about its progress (so an interrupted sync resumes exactly).
import type { Db } from "../database/dashboard-db";
import { existingRows, insertRows, insertTerms } from "./bulk";
import { inChunks } from "../database/in-chunks";
import { rowChanged, searchTerms, toIndexRow, unsaidFields, type IndexRow } from "./entry";
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { addToTally } from "./tally";
import { readRoutingContext } from "../routing/context";
import { entryFacts, place, type RoutingContext } from "../routing/place";

export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

export interface Applied {
  added: number;
  changed: number;
  /** Rows new or changed in a field the duplicate rule reads (for the duplicate check). */
  touched: IndexRow[];
}

const ruleFields = ["personKey", "status"] as const;

export async function applyRecords(
  tx: Tx,
  records: readonly SubmissionRecord[],
  now: Date,
): Promise<Applied> {
  const unsaid = new Map(records.map((r) => [r.submission_id, unsaidFields(r)]));
  const read = dedupe(records.map(toIndexRow));
  if (read.length === 0) return { added: 0, changed: 0, touched: [] };
  const existing = await existingRows(
    tx,
    read.map((r) => r.submissionId),
  );
  const before = new Map(existing.map((e) => [e.submissionId, e]));
  // A decision made here is known before the upstream shows it (and never shown upstream when
  // it is recorded here only): while the upstream still says pending, the row keeps the
  // decision's status, written with the decision (mark.ts). Any other upstream status wins.
  // A record that does not carry a part (a list item without attempts or AML) says nothing
  // about it: the row keeps what a fuller read stored, rather than flip with each kind of read.
  const rows = read.map((r) => {
    const stored = before.get(r.submissionId);
    if (!stored) return r;
    const kept = { ...r };
    for (const field of unsaid.get(r.submissionId) ?? []) Object.assign(kept, { [field]: stored[field] });
    return stored.decidedHere && kept.status === "pending" ? { ...kept, status: stored.status } : kept;
  });
  const fresh = rows.filter((r) => !before.has(r.submissionId));
  const changed = rows.filter(
    (r) => before.has(r.submissionId) && rowChanged(before.get(r.submissionId)!, r),
  );
  const same = rows.filter((r) => before.has(r.submissionId) && !changed.includes(r));

  // A case is put in its queue once, in this same transaction, when it is first written ready
  // for review: new, or an incomplete one whose applicant finished (docs/queues.md, "Routing").
  let routing: RoutingContext | undefined;
  const placementOf = async (r: IndexRow) =>
    place((routing ??= await readRoutingContext(tx)), entryFacts(r), now);
  if (fresh.length) {
    const placed = [];
    for (const r of fresh) placed.push({ ...r, placement: await placementOf(r) });
    await insertRows(tx, placed, now);
    await insertTerms(tx, fresh.map(termsOf));
  }
  for (const row of changed) {
    const { status, ...fields } = row;
    const placement = before.get(row.submissionId)!.routed ? {} : await placementOf(row);
    await tx.indexedSubmission.update({
      where: { submissionId: row.submissionId },
      data: { ...fields, ...placement, seenAt: now },
    });
    // The status apart and conditional: a decision committed here since the row was read
    // (another replica, mark.ts) keeps its status against an upstream that still says pending.
    await tx.indexedSubmission.updateMany({
      where: { submissionId: row.submissionId, ...(status === "pending" ? { decidedAt: null } : {}) },
      data: { status },
    });
    // By the row's key: a filter through the relation (submission: { submissionId }) is a scan
    // of every term on SQLite, minutes a page at a million rows (docs/benchmarks.md).
    await tx.indexedSearchTerm.deleteMany({ where: { seq: before.get(row.submissionId)!.seq } });
    await insertTerms(tx, [termsOf(row)]);
  }
  await inChunks(
    same.map((r) => r.submissionId),
    async (part) => [
      await tx.indexedSubmission.updateMany({ where: { submissionId: { in: part } }, data: { seenAt: now } }),
    ],
  );
  const touched = [
    ...fresh,
    ...changed.filter((r) => ruleFields.some((f) => before.get(r.submissionId)![f] !== r[f])),
  ];
  return { added: fresh.length, changed: changed.length, touched };
}

/** Removes rows (and, by cascade and explicitly, their terms): a deletion or a record gone upstream. */
export async function removeRows(tx: Tx, submissionIds: readonly string[]): Promise<number> {
  if (submissionIds.length === 0) return 0;
  // In parts a query can bind: a reconciled day can find thousands gone.
  const counts = await inChunks([...submissionIds], async (part) => {
    const rows = await tx.indexedSubmission.findMany({
      where: { submissionId: { in: part } },
      select: { seq: true },
    });
    const seqs = rows.map((r) => r.seq);
    await tx.indexedSearchTerm.deleteMany({ where: { seq: { in: seqs } } });
    return [(await tx.indexedSubmission.deleteMany({ where: { seq: { in: seqs } } })).count];
  });
  const count = counts.reduce((a, b) => a + b, 0);
  await addToTally(tx, -count);
  return count;
}

const termsOf = (row: IndexRow) => ({ submissionId: row.submissionId, terms: searchTerms(row) });

/** A page edge may repeat a record (same created_at); the last copy read wins. */
function dedupe(rows: IndexRow[]): IndexRow[] {
  return [...new Map(rows.map((r) => [r.submissionId, r])).values()];
}
