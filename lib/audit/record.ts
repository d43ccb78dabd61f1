// recordAudit: the one way the dashboard writes to the audit log, from inside a request of
// the App Router: fills in the request's IP, user agent and request id, then records the
// event (record-event.ts masks and appends it to the hash chain).
import "server-only";
import { recordAuditEvent, type AuditEventInput } from "./record-event";
import { requestContext } from "./request-context";

export type { AuditEventInput };

export async function recordAudit(event: AuditEventInput): Promise<void> {
  await recordAuditEvent(event, await requestContext());
}
