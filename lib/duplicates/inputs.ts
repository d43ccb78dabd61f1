// What the resolution forms send, with a message per field in plain words: catalogue keys
// (case.duplicates.errors), said in the reader's language by the action wrapper.
import { z } from "zod";
import { legalBasisCodes } from "../evidence/retention";
import { SubmissionId as submissionId } from "../submissions/submission-id";

const reason = z
  .string({ error: "case.duplicates.errors.giveReason" })
  .trim()
  .min(5, "case.duplicates.errors.reasonTooShort")
  .max(1000, "case.duplicates.errors.reasonTooLong");
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
      error: "case.duplicates.errors.chooseOutcome",
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
        message: "case.duplicates.errors.chooseEffect",
      });
    if (input.outcome === "duplicate_account" && input.effect === "delete" && !input.deleteId)
      ctx.addIssue({ code: "custom", path: ["deleteId"], message: "case.duplicates.errors.chooseDeletion" });
    if (input.outcome === "suspected_fraud" && !input.managerId)
      ctx.addIssue({ code: "custom", path: ["managerId"], message: "case.duplicates.errors.chooseManager" });
  });
export type ResolveInput = z.infer<typeof ResolveInput>;

export const SettleInput = z.object({
  submissionId,
  outcome: z.enum(["same_person", "duplicate_account", "fraud_confirmed"], {
    error: "case.duplicates.errors.chooseSettlement",
  }),
  reason,
});
