// "Next": the case of the reviewer's current view that has waited longest (red flags first) and
// that nobody holds, claimed at once, from the case index over the whole view. If another
// dashboard claims it in between, the insert fails and the next candidate is tried.
import "server-only";
import { refusal } from "../actions/refusal";
import { parseView, ViewError } from "../queue/view";
import { firstInOrder } from "../queue/page";
import { searchCandidates } from "../queue/search-candidates";
import { viewWhere } from "../queue/where";
import { hold } from "./hold";

/** Cases read at once; a claim race lost on all of them reads the next batch. */
const batch = 20;

export async function claimNext(query: string, me: string): Promise<string | null> {
  let view;
  try {
    view = parseView(new URLSearchParams(query));
  } catch (error) {
    if (error instanceof ViewError) throw refusal(error.said.key, error.said.values);
    throw error;
  }
  // Next always means undecided work: the current search and filters, among cases needing a
  // decision that nobody holds, in the order Needs decision shows them.
  // A case claimed meanwhile leaves Unassigned by itself; `tried` keeps a lost race from
  // being read again whatever the index says.
  const tried: string[] = [];
  const among = await searchCandidates(view.q);
  for (;;) {
    const where = viewWhere({ ...view, tab: "unassigned" }, me);
    const candidates = await firstInOrder(
      { AND: [where, { submissionId: { notIn: tried } }] },
      "needs",
      batch,
      among,
    );
    for (const { submissionId } of candidates) {
      tried.push(submissionId);
      const result = await hold(submissionId, me, me);
      if (result.held) return submissionId;
    }
    if (candidates.length < batch) return null;
  }
}
