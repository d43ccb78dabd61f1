// A queue's fields as its form sends them once parsed, for tests of lib/queues/write.ts:
// a plain queue (2 business days, no auto-assignment) with `more` changed.
import type { QueueFields } from "../../lib/queues/input";

export const queueFields = (name: string, more: Partial<QueueFields> = {}): QueueFields => ({
  name,
  description: "",
  deadlineUnit: "business_days",
  deadlineAmount: 2,
  autoAssign: false,
  capPerMember: 0,
  graceHours: 24,
  escalationQueueId: null,
  ...more,
});
