// What the resolution forms send, with a message per field in plain words (the catalogues'
// `validation` section: lib/actions/words.ts).
import { z } from "../../common/zod";
import { invalid } from "../actions/words";
import { legalBasisCodes } from "../evidence/retention";
import { SubmissionId as submissionId } from "../submissions/submission-id";

const reason = z
  .string({ error: invalid("resolutionReason") })
  .trim()
  .min(5, invalid("resolutionReasonShort"))
  .max(1000, invalid("reasonLong"));
const blankAsAbsent = (value: unknown) => (typeof value === "string" && !value.trim() ? undefined : value);
const optional = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => v || undefined);

export const ResolveInput = z
  .object({
    submissionId,
    outcome: z.enum(["same_person", "different_person", "duplicate_account", "suspected_fraud"], {
      error: invalid("duplicatesOutcome"),
    }),
    reason,
    effect: z.enum(["reject", "delete"]).optional(),
    deleteId: z.preprocess(blankAsAbsent, submissionId.optional()),
    managerId: optional,
    // Passed on to the deletion request, which asks for it while the submission is retained.
    legalBasis: z.preprocess(blankAsAbsent, z.enum(legalBasisCodes).optional()),
  })
  .superRefine((input, ctx) => {
    if (input.outcome === "duplicate_account" && !input.effect)
      ctx.addIssue({
        code: "custom",
        path: ["effect"],
        message: invalid("duplicatesEffect"),
      });
    if (input.outcome === "duplicate_account" && input.effect === "delete" && !input.deleteId)
      ctx.addIssue({ code: "custom", path: ["deleteId"], message: invalid("duplicatesDeleteId") });
    if (input.outcome === "suspected_fraud" && !input.managerId)
      ctx.addIssue({ code: "custom", path: ["managerId"], message: invalid("escalateManager") });
  });
export type ResolveInput = z.infer<typeof ResolveInput>;

export const SettleInput = z.object({
  submissionId,
  outcome: z.enum(["same_person", "duplicate_account", "fraud_confirmed"], {
    error: invalid("settleOutcome"),
  }),
  reason,
});
