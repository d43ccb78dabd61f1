// The reasons a reviewer picks from when deciding; the code goes upstream as commentCode.
// Validation messages are keys of the catalogues' `validation` section (lib/actions/words.ts).
import { z } from "../../common/zod";
import { invalid, type MessageKey } from "../actions/words";
import en from "../../messages/en.json";
import { english, type Say } from "../actions/message";
import { SubmissionId } from "../submissions/submission-id";

// The reasons' words are the catalogues' decision.reasons; the English ones go upstream.
export const decisionReasons = {
  approved: en.decision.reasons.approved,
  rejected: en.decision.reasons.rejected,
} as const;

export type DecisionOutcome = keyof typeof decisionReasons;

export const DecisionInput = z
  .object({
    submissionId: SubmissionId,
    outcome: z.enum(["approved", "rejected"], { error: invalid("decisionOutcome") }),
    reasonCode: z.string({ error: invalid("decisionReason") }).min(1, invalid("decisionReason")),
    note: z
      .string()
      .trim()
      .max(2000, invalid("decisionNoteLong"))
      .optional()
      .transform((v) => v || undefined),
    // What the reviewer chose to send to the KYC service as the rejection comment; the note
    // above stays in the dashboard.
    rejectionComment: z
      .string()
      .trim()
      .max(500, invalid("decisionCommentLong"))
      .optional()
      .transform((v) => v || undefined),
    // The holder the reviewer agreed to decide in place of, when someone else holds the case.
    inPlaceOf: z
      .string()
      .trim()
      .max(200)
      .transform((v) => v || undefined)
      .optional(),
  })
  .superRefine((input, ctx) => {
    // Own keys only: `in` would accept "constructor" and every other inherited name. An empty
    // reason already has its message (chooseReason): one message per mistake.
    if (input.reasonCode && !Object.hasOwn(decisionReasons[input.outcome], input.reasonCode)) {
      ctx.addIssue({
        code: "custom",
        path: ["reasonCode"],
        message: input.outcome === "approved" ? invalid("reasonForApproval") : invalid("reasonForRejection"),
      });
    }
    if (input.reasonCode === "other" && !input.note) {
      ctx.addIssue({ code: "custom", path: ["note"], message: invalid("explainInNote") });
    }
    if (input.outcome === "approved" && input.rejectionComment) {
      ctx.addIssue({
        code: "custom",
        path: ["rejectionComment"],
        message: invalid("commentOnlyOnReject"),
      });
    }
  });
export type DecisionInput = z.infer<typeof DecisionInput>;

/** A reason's words in the reader's language (English by default: what goes upstream). */
export function reasonLabel(outcome: string, code: string, say: Say = english): string {
  const reasons = decisionReasons[outcome as DecisionOutcome] as Record<string, string> | undefined;
  return reasons && Object.hasOwn(reasons, code)
    ? say(`decision.reasons.${outcome}.${code}` as MessageKey)
    : code;
}
