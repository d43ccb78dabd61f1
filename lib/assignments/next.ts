// "Next": the case of the reviewer's current view that has waited longest (red flags first) and
// that nobody holds, claimed at once, from the case index over the whole view. If another
// dashboard claims it in between, the insert fails and the next candidate is tried.
import "server-only";
import { SafeError } from "../actions/result";
import { db } from "../db";
import { parseView, ViewError } from "../queue/view";
import { viewWhere } from "../queue/where";
import { hold } from "./hold";

/** Candidates read at once; a claim race lost on all of them reads the next batch. */
const batch = 20;

export async function claimNext(query: string, me: string): Promise<string | null> {
  let view;
  try {
    view = parseView(new URLSearchParams(query));
  } catch (error) {
    if (error instanceof ViewError) throw new SafeError(error.message);
    throw error;
  }
  // Next always means undecided work: the current search and filters, among cases needing a
  // decision that nobody holds, in the order Needs decision shows them.
  for (let skip = 0; ; skip += batch) {
    const candidates = await db().indexedSubmission.findMany({
      where: viewWhere({ ...view, tab: "unassigned" }, me),
      orderBy: [{ redFlag: "desc" }, { createdAt: "asc" }, { submissionId: "asc" }],
      take: batch,
      skip,
      select: { submissionId: true },
    });
    for (const { submissionId } of candidates) {
      const result = await hold(submissionId, me, me);
      if (result.held) return submissionId;
    }
    if (candidates.length < batch) return null;
  }
}
