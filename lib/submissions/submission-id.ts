// What a submission id looks like: the one definition every action input and route handler
// that takes one checks before anything else runs or is recorded. The interface only says
// "string"; the KYC service (like the vendor's published samples) issues UUIDs, and fixtures
// add a word in front ("aml-case-<uuid>"). So: letters, digits, hyphens and underscores.
// Anything else (an e-mail address, a name with spaces, a path) is refused as typed, so it
// never reaches the audit log's target, which is hashed into the chain for good. So is a value
// of the right letters shaped like a personal number (a resident registration number, a phone
// or passport number): no issued id has that shape, and a person who types one where the id
// goes has typed the applicant's identifier.
import { z } from "../../common/zod";
import { message, type Message } from "../actions/message";
import { invalid } from "../actions/words";

const shape = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/** The id every message about the shape shows as the example (its texts are in the catalogues). */
export const submissionIdExample = "0f7d5a52-7c1e-4b8e-9a57-3f0c2d1e9b10";

// Bounded by anything but a digit (a UUID's hex letters included): a resident registration
// number with a real birth date, with or without its hyphen; a Korean phone number (mobile,
// or a landline written with hyphens); and, as the whole value, a passport number.
const personal = [
  /(?<!\d)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])-?[0-9]\d{6}(?!\d)/,
  /(?<!\d)01[016789]-?\d{3,4}-?\d{4}(?!\d)/,
  /(?<!\d)0\d{1,2}-\d{3,4}-\d{4}(?!\d)/,
  /^[A-Za-z]{1,2}\d{7,8}$/,
];

// An issued id: a UUID, maybe after a fixture's words. Its hex groups can hold a run of digits
// shaped like a phone number (the service issued e3bdde71-dd90-4ab0-9036-de0104917644: "010
// 4917 644" in its last group), so the UUID itself is never read for personal numbers; only
// what stands before it is.
const issuedUuid = /(?:^|-)[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const looksPersonal = (value: string) => {
  const rest = value.replace(issuedUuid, "");
  return rest !== "" && personal.some((pattern) => pattern.test(rest));
};

export const isSubmissionId = (value: string): boolean => shape.test(value) && !looksPersonal(value);

type ShapeProblem = "submissionIdEmpty" | "submissionIdEmail" | "submissionIdNot" | "submissionIdPersonal";

function shapeProblem(value: string): ShapeProblem | null {
  if (shape.test(value)) return looksPersonal(value) ? "submissionIdPersonal" : null;
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
