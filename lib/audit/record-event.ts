// Writes one reviewer action to the audit log with the request it came from: masks e-mail
// addresses in free text and details (the log holds no applicant data) and appends to the
// hash chain. recordAudit (record.ts) is the usual way in; code outside the App Router's
// request scope calls this with the context read from its own request.
import "server-only";
import type { Actor } from "../auth/actor";
import { db } from "../db";
import { env } from "../env";
import { appendAuditEvent } from "./append";
import { maskEmails, maskEmailsDeep } from "./hmac";
import type { RequestContext } from "./request-headers";

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

export async function recordAuditEvent(event: AuditEventInput, context: RequestContext): Promise<void> {
  const key = env().audit.hmacKey();
  await appendAuditEvent(db(), {
    actorId: event.actor?.id ?? null,
    actorEmail: event.actor?.email ?? null,
    actorRole: event.actor?.role ?? null,
    action: event.action,
    targetId: event.target ?? null,
    outcome: event.outcome,
    reason: event.reason ? maskEmails(key, event.reason).slice(0, 1000) : null,
    statedReason: event.statedReason ? maskEmails(key, event.statedReason).slice(0, 2000) : null,
    detail: event.details ? JSON.stringify(maskEmailsDeep(key, event.details)) : null,
    ...context,
  });
}
