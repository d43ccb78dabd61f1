// The reasons a reviewer picks from when deciding; the code goes upstream as commentCode.
import { z } from "zod";
import { SubmissionId } from "../submissions/submission-id";

export const decisionReasons = {
  approved: {
    documents_verified: "Documents and selfie verified by the reviewer",
    low_score_explained: "Low automatic score explained on manual review",
    aml_false_positive: "AML match is a different person (false positive)",
  },
  rejected: {
    face_mismatch: "Selfie does not match the ID photo",
    document_forged: "ID document appears forged or altered",
    document_expired: "ID document expired",
    poor_image_quality: "Images unreadable",
    aml_true_match: "AML match confirmed",
    duplicate_identity: "Same person already onboarded under another identity",
    duplicate_account: "Duplicate account: the applicant is already approved under another account",
    duplicate_fraud: "Fraud: a second account of an applicant already approved",
    other: "Other (explained in the note)",
  },
} as const;

export type DecisionOutcome = keyof typeof decisionReasons;

export const DecisionInput = z
  .object({
    submissionId: SubmissionId,
    outcome: z.enum(["approved", "rejected"], { error: "Choose approve or reject." }),
    reasonCode: z.string({ error: "Choose a reason." }).min(1, "Choose a reason."),
    note: z
      .string()
      .trim()
      .max(2000, "The note is at most 2000 characters.")
      .optional()
      .transform((v) => v || undefined),
    // What the reviewer chose to send to the KYC service as the rejection comment; the note
    // above stays in the dashboard.
    rejectionComment: z
      .string()
      .trim()
      .max(500, "The comment for the KYC service is at most 500 characters.")
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
    // reason already has its message ("Choose a reason."): one message per mistake.
    if (input.reasonCode && !Object.hasOwn(decisionReasons[input.outcome], input.reasonCode)) {
      ctx.addIssue({
        code: "custom",
        path: ["reasonCode"],
        message: `Choose a reason for ${input.outcome === "approved" ? "approval" : "rejection"} from the list.`,
      });
    }
    if (input.reasonCode === "other" && !input.note) {
      ctx.addIssue({ code: "custom", path: ["note"], message: "Explain the reason in the note." });
    }
    if (input.outcome === "approved" && input.rejectionComment) {
      ctx.addIssue({
        code: "custom",
        path: ["rejectionComment"],
        message: "A comment for the KYC service is sent only with a rejection; clear it to approve.",
      });
    }
  });
export type DecisionInput = z.infer<typeof DecisionInput>;

export function reasonLabel(outcome: string, code: string): string {
  const reasons = decisionReasons[outcome as DecisionOutcome] as Record<string, string> | undefined;
  return reasons && Object.hasOwn(reasons, code) ? (reasons[code] ?? code) : code;
}
