// What a queue's form sends, as zod schemas (browser-safe: the messages are catalogue keys).
import { z } from "zod";
import { invalid } from "../actions/words";
import { deadlineUnits } from "../deadlines/deadline";

export const QueueId = z.string().trim().min(1).max(100);

// "None" in the form sends "", and a caller may leave it out: both mean no escalation queue.
const optionalQueueId = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => (v ? v : null));

const checkbox = z
  .enum(["on"])
  .optional()
  .transform((v) => v === "on");

export const QueueFields = z
  .object({
    name: z
      .string({ error: invalid("queueName") })
      .trim()
      .min(1, invalid("queueName"))
      .max(100, invalid("tooLong")),
    description: z.string().trim().max(500, invalid("tooLong")).default(""),
    deadlineUnit: z.enum(deadlineUnits, { error: invalid("choose") }),
    deadlineAmount: z.coerce
      .number({ error: invalid("queueDeadline") })
      .int(invalid("queueDeadline"))
      .min(1, invalid("queueDeadline"))
      .max(1000, invalid("queueDeadline")),
    capPerMember: z.coerce
      .number({ error: invalid("queueCap") })
      .int(invalid("queueCap"))
      .min(0, invalid("queueCap"))
      .max(1000, invalid("queueCap")),
    autoAssign: checkbox,
    graceHours: z.coerce
      .number({ error: invalid("queueGrace") })
      .int(invalid("queueGrace"))
      .min(0, invalid("queueGrace"))
      .max(720, invalid("queueGrace")),
    escalationQueueId: optionalQueueId,
  })
  // A queue that hands out work must let each member hold at least one case (a CHECK in the
  // database says the same); with auto-assignment off the cap is kept for when it is turned on.
  .refine((q) => !q.autoAssign || q.capPerMember >= 1, {
    path: ["capPerMember"],
    message: invalid("queueCapZero"),
  });
export { checkbox };
export type QueueFields = z.infer<typeof QueueFields>;
