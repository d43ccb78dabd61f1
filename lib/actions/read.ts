// The read side beside action(): a page or route handler that shows personal data or the log
// authorises itself and leaves one audit event for what it showed, success or failure.
import "server-only";
import { recordAudit, type AuditEventInput } from "../audit/record";
import { authorize } from "../auth/session";
import type { Permission } from "../auth/permissions";

type ReadEvent = Pick<AuditEventInput, "action" | "target" | "details">;

export async function auditedRead(permission: Permission, event: ReadEvent) {
  const actor = await authorize(permission);
  return {
    actor,
    succeeded: (extra: Partial<ReadEvent> = {}) =>
      recordAudit({ ...event, ...extra, actor, outcome: "success" }),
    failed: (reason: string, extra: Partial<ReadEvent> = {}) =>
      recordAudit({ ...event, ...extra, actor, outcome: "failure", reason }),
  };
}
