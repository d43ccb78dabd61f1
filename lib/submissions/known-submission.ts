// For actions that store something about a submission (a note, a hold, a deletion request,
// a decision): the KYC service must know it first, so nothing is kept for an id nobody issued.
// A failed lookup takes the one path from an upstream error to the page (lib/actions/upstream.ts).
import "server-only";
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { SafeError } from "../actions/result";
import { upstream } from "../actions/upstream";
import { kyc } from "../kyc/connection";

/** The refusal for a well-shaped id the service does not have (a 404 in words). */
export const unknownSubmission = (id: string) =>
  `No submission with id ${id} at the KYC service; it may have been deleted, or the id is mistyped.`;

/**
 * The submission as the service has it, or a SafeError naming the id. `context` names the
 * step in the server log; `prefix` says what was not done ("The note was not added: ").
 */
export async function knownSubmission(id: string, context: string, prefix = ""): Promise<SubmissionRecord> {
  const record = await upstream(() => kyc().getSubmission(id), context, prefix);
  if (!record) throw new SafeError(`${prefix}${unknownSubmission(id)}`);
  return record;
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
