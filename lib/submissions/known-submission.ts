// For actions that store something about a submission (a note, a hold, a deletion request,
// a decision): the KYC service must know it first, so nothing is kept for an id nobody issued.
// A failed lookup takes the one path from an upstream error to the page (lib/actions/upstream.ts).
import "server-only";
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { message } from "../actions/message";
import { refusal } from "../actions/refusal";
import { upstream } from "../actions/upstream";
import type { MessageKey } from "../actions/words";
import { kyc } from "../kyc/connection";

/** The refusal for a well-shaped id the service does not have (a 404 in words). */
export const unknownSubmission = (id: string) => message("kycService.unknownSubmission", { id });

/**
 * The submission as the service has it, or a refusal naming the id. `context` names the
 * step in the server log; `notDone` says what was not done (see upstream()).
 */
export async function knownSubmission(
  id: string,
  context: string,
  notDone?: MessageKey,
): Promise<SubmissionRecord> {
  const record = await upstream(() => kyc().getSubmission(id), context, notDone);
  if (record) return record;
  const unknown = unknownSubmission(id);
  throw notDone ? refusal(notDone, { reason: [unknown] }) : refusal(unknown.key, unknown.values);
}

/** Of many ids, those the service does not know; asked a few at a time to spare the service. */
export async function unknownSubmissions(ids: readonly string[], context: string): Promise<Set<string>> {
  const unknown = new Set<string>();
  for (let start = 0; start < ids.length; start += 8) {
    const batch = ids.slice(start, start + 8);
    const records = await Promise.all(batch.map((id) => upstream(() => kyc().getSubmission(id), context)));
    for (const [i, id] of batch.entries()) if (!records[i]) unknown.add(id);
  }
  return unknown;
}
