// What a submission id looks like: the one definition every action input and route handler
// that takes one checks before anything else runs or is recorded. The interface only says
// "string"; the KYC service (like the vendor's published samples) issues UUIDs, and fixtures
// add a word in front ("aml-case-<uuid>"). So: letters, digits, hyphens and underscores.
// Anything else (an e-mail address, a name with spaces, a path) is refused as typed, so it
// never reaches the audit log's target, which is hashed into the chain for good.
import { z } from "zod";
import { message, type Message } from "../actions/message";
import { invalid } from "../actions/words";

const shape = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/** The id every message about the shape shows as the example (its texts are in the catalogues). */
export const submissionIdExample = "0f7d5a52-7c1e-4b8e-9a57-3f0c2d1e9b10";

export const isSubmissionId = (value: string): boolean => shape.test(value);

type ShapeProblem = "submissionIdEmpty" | "submissionIdEmail" | "submissionIdNot";

function shapeProblem(value: string): ShapeProblem | null {
  if (shape.test(value)) return null;
  if (!value.trim()) return "submissionIdEmpty";
  // Never echo the value: this message may be logged or audited as a failure reason.
  if (/[@＠﹫]|%40/i.test(value)) return "submissionIdEmail";
  return "submissionIdNot";
}

/**
 * Why `value` is not a submission id, for the person who typed it (said in their language where
 * it is shown); null if it is one.
 */
export function submissionIdProblem(value: string): Message | null {
  const problem = shapeProblem(value);
  return problem ? message(`validation.${problem}`) : null;
}

/** The zod field for a submission id in every action input (surrounding spaces are dropped). */
export const SubmissionId = z
  .string({ error: invalid("submissionIdEmpty") })
  .trim()
  .superRefine((value, ctx) => {
    const problem = shapeProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: invalid(problem) });
  });
