// An audit event for tests: a manager's successful action with nothing else said; each test
// names the fields it cares about.
import type { NewAuditEvent } from "../../lib/audit/chain";

export const testAuditEvent = (fields: Partial<NewAuditEvent> = {}): NewAuditEvent => ({
  actorId: "r1",
  actorEmail: "r1@example.test",
  actorRole: "manager",
  action: "test.event",
  targetId: null,
  outcome: "success",
  reason: null,
  statedReason: null,
  detail: null,
  ip: null,
  userAgent: null,
  requestId: null,
  ...fields,
});
