// "Next": the first case of the reviewer's current view that nobody holds, claimed at once.
// If another dashboard claims it in between, the insert fails and the scan moves on.
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
  // decision that nobody holds. Like the first page of Needs decision, the first 50 such cases
  // upstream are taken in the order the queue shows them: red flags first, then oldest.
  const local = await loadLocalState(me);
  const scan = scanSubmissions(
    listPage,
    { ...view, tab: "needs", size: 50, at: undefined },
    { local, also: (r) => !local.holders.has(r.submission_id) },
  );
  const candidates: SubmissionRecord[] = [];
  try {
    for (let step = await scan.next(); ; step = await scan.next()) {
      if (step.done) break;
      candidates.push(...step.value.found);
    }
    for (const record of candidates.sort(workOrder)) {
      const result = await hold(record.submission_id, me, me);
      if (result.held) return record.submission_id;
    }
    return null;
  } catch (error) {
    if (error instanceof SafeError) throw error;
    throw new SafeError(upstreamFailure(error, "next case").userMessage);
  } finally {
    await scan.return(undefined as never);
  }
}

const redFlag = (r: SubmissionRecord) => (r.aml?.currentstatus === "Red Flag" ? 0 : 1);
const workOrder = (a: SubmissionRecord, b: SubmissionRecord) =>
  redFlag(a) - redFlag(b) || a.created_at.localeCompare(b.created_at);
