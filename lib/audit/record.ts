// recordAudit: the one way the dashboard writes to the audit log. It adds the request's IP,
// user agent and request id, masks e-mail-shaped text in every field that can carry what
// someone typed or sent (the log holds no applicant data), and appends it to the hash chain.
// Actions refuse a target that is not a submission or user id before it gets here; masking
// the target as well is the last line of defence, since the chain can never forget it.
// What a person typed as the reason (a note, a comment) is kept outside the chain, erasable
// with the case, and the event holds its reference and keyed hash (erasable-text.ts).
import "server-only";
import type { Actor } from "../auth/actor";
import { db } from "../db";
import { env } from "../env";
import { appendAuditEvent } from "./chain";
import { digestAfterAppend } from "./digest-schedule";
import { hashOnly, keepOutsideChain } from "./erasable-text";
import { maskEmails, maskEmailsDeep } from "./hmac";
import { requestContext } from "./request-context";

export interface AuditEventInput {
  actor: Actor | null;
  /** Dotted name, e.g. "auth.sign_in", "submission.view", "deletion.approve". */
  action: string;
  /** The submission id (or user id for user administration) the action was about. */
  target?: string;
  outcome: "success" | "failure";
  /** Why it failed (outcome "failure"). */
  reason?: string;
  /**
   * The reason a person typed, e.g. for a decision or a deletion request: kept in AuditText,
   * erasable with the target; the event's `statedReason` is its reference and keyed hash.
   */
  statedReason?: string;
  details?: Record<string, unknown>;
}

export async function recordAudit(event: AuditEventInput): Promise<void> {
  const { audit } = env();
  const key = audit.hmacKey();
  // Masked whole, then cut: a cut first could split an address into two unmasked halves.
  const mask = (text: string | null | undefined, max: number) =>
    text ? maskEmails(key, text).slice(0, max) : null;
  const request = await requestContext();
  const targetId = mask(event.target, 200);
  // A refused attempt that names no case keeps only the text's keyed hash: kept, it could
  // never be erased with a case.
  const text = event.statedReason?.slice(0, 4000);
  const stated = !text
    ? null
    : targetId || event.outcome === "success"
      ? await keepOutsideChain(text, targetId)
      : hashOnly(text);
  const appended = await appendAuditEvent(
    db(),
    {
      // The actor is staff, named so the log says who acted; never an applicant.
      actorId: event.actor?.id ?? null,
      actorEmail: event.actor?.email ?? null,
      actorRole: event.actor?.role ?? null,
      action: event.action,
      targetId,
      outcome: event.outcome,
      reason: mask(event.reason, 1000),
      statedReason: stated,
      detail: event.details ? JSON.stringify(maskEmailsDeep(key, event.details)) : null,
      ip: request.ip,
      userAgent: mask(request.userAgent, 500),
      requestId: mask(request.requestId, 100),
    },
    audit.chainKey(),
  );
  digestAfterAppend(
    { seq: appended.seq, hash: appended.hash, at: appended.at.toISOString() },
    appended.previousSeq,
  );
}
