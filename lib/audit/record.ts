// recordAudit: the one way the dashboard writes to the audit log. It adds the request's IP,
// user agent and request id, masks e-mail addresses in free text and details (the log holds
// no applicant data), and appends the event to the hash chain.
import "server-only";
import type { Actor } from "../auth/actor";
import { db } from "../db";
import { env } from "../env";
import { appendAuditEvent } from "./chain";
import { digestAfterAppend } from "./digest-schedule";
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
  /** The reason a person typed, e.g. for a decision or a deletion request. */
  statedReason?: string;
  details?: Record<string, unknown>;
}

export async function recordAudit(event: AuditEventInput): Promise<void> {
  const { audit } = env();
  const key = audit.hmacKey();
  const appended = await appendAuditEvent(
    db(),
    {
      actorId: event.actor?.id ?? null,
      actorEmail: event.actor?.email ?? null,
      actorRole: event.actor?.role ?? null,
      action: event.action,
      targetId: event.target ?? null,
      outcome: event.outcome,
      reason: event.reason ? maskEmails(key, event.reason).slice(0, 1000) : null,
      statedReason: event.statedReason ? maskEmails(key, event.statedReason).slice(0, 2000) : null,
      detail: event.details ? JSON.stringify(maskEmailsDeep(key, event.details)) : null,
      ...(await requestContext()),
    },
    audit.chainKey(),
  );
  digestAfterAppend(
    { seq: appended.seq, hash: appended.hash, at: appended.at.toISOString() },
    appended.previousSeq,
  );
}
