// What a submission id looks like: the one definition every action input and route handler
// that takes one checks before anything else runs or is recorded. The interface only says
// "string"; the KYC service (like the vendor's published samples) issues UUIDs, and fixtures
// add a word in front ("aml-case-<uuid>"). So: letters, digits, hyphens and underscores.
// Anything else (an e-mail address, a name with spaces, a path) is refused as typed, so it
// never reaches the audit log's target, which is hashed into the chain for good.
import { z } from "zod";

const shape = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

export const submissionIdExample = "0f7d5a52-7c1e-4b8e-9a57-3f0c2d1e9b10";
const looksLike =
  `A submission id looks like ${submissionIdExample}: ` +
  "letters, digits, hyphens and underscores, at most 100 characters.";

export const isSubmissionId = (value: string): boolean => shape.test(value);

/** Why `value` is not a submission id, in words for the person who typed it; null if it is one. */
export function submissionIdProblem(value: string): string | null {
  if (shape.test(value)) return null;
  if (!value.trim()) return `Enter the submission id. ${looksLike}`;
  // Never echo the value: this message may be logged or audited as a failure reason.
  if (/[@＠﹫]|%40/i.test(value)) return `That is an e-mail address, not a submission id. ${looksLike}`;
  return `That is not a submission id. ${looksLike}`;
}

/** The zod field for a submission id in every action input (surrounding spaces are dropped). */
export const SubmissionId = z
  .string({ error: `Enter the submission id. ${looksLike}` })
  .trim()
  .superRefine((value, ctx) => {
    const problem = submissionIdProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
