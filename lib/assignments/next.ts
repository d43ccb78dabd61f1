// "Next": the first case of the reviewer's current view that nobody holds, claimed at once.
// The upstream lists newest first and cannot sort, so the whole view is scanned (up to the
// scan's budget) and the case that has waited longest wins, red flags first. If another
// dashboard claims it in between, the insert fails and the next candidate is tried.
import "server-only";
import { SafeError } from "../actions/result";
import { upstreamFailure } from "../kyc/errors";
import { scanSubmissions } from "../queue/scan";
import { listPage } from "../queue/stream";
import { parseView, ViewError } from "../queue/view";
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { hold } from "./hold";
import { loadLocalState } from "./queries";

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
  const local = await loadLocalState(me);
  const scan = scanSubmissions(
    listPage,
    { ...view, tab: "needs", size: Number.POSITIVE_INFINITY, at: undefined },
    { local, also: (r) => !local.holders.has(r.submission_id) },
  );
  const candidates: Candidate[] = [];
  try {
    for (let step = await scan.next(); ; step = await scan.next()) {
      if (step.done) break;
      candidates.push(...step.value.found.map(candidate));
    }
    for (const { id } of candidates.sort(workOrder)) {
      const result = await hold(id, me, me);
      if (result.held) return id;
    }
    return null;
  } catch (error) {
    if (error instanceof SafeError) throw error;
    throw new SafeError(upstreamFailure(error, "next case").userMessage);
  } finally {
    await scan.return(undefined as never);
  }
}

/** Only what ordering needs, so a long scan keeps little in memory. */
interface Candidate {
  id: string;
  createdAt: string;
  redFlag: boolean;
}
const candidate = (r: SubmissionRecord): Candidate => ({
  id: r.submission_id,
  createdAt: r.created_at,
  redFlag: r.aml?.currentstatus === "Red Flag",
});
const workOrder = (a: Candidate, b: Candidate) =>
  Number(b.redFlag) - Number(a.redFlag) || a.createdAt.localeCompare(b.createdAt);
