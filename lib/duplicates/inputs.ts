// What the resolution forms send, with a message per field in plain words.
import { z } from "zod";
import { legalBasisCodes } from "../evidence/retention";
import { SubmissionId as submissionId } from "../submissions/submission-id";

const reason = z
  .string({ error: "Give the reason for this resolution." })
  .trim()
  .min(5, "Give the reason for this resolution (at least 5 characters).")
  .max(1000, "The reason is at most 1000 characters.");
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
      error: "Choose what these duplicates are.",
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
        message: "Choose whether to reject this case or request a deletion.",
      });
    if (input.outcome === "duplicate_account" && input.effect === "delete" && !input.deleteId)
      ctx.addIssue({ code: "custom", path: ["deleteId"], message: "Choose the submission to delete." });
    if (input.outcome === "suspected_fraud" && !input.managerId)
      ctx.addIssue({ code: "custom", path: ["managerId"], message: "Choose the manager to escalate to." });
  });
export type ResolveInput = z.infer<typeof ResolveInput>;

export const SettleInput = z.object({
  submissionId,
  outcome: z.enum(["same_person", "duplicate_account", "fraud_confirmed"], {
    error: "Choose how to settle the suspected fraud.",
  }),
  reason,
});
