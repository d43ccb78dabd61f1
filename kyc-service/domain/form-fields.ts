// Parsing of form fields against the interface's zod schemas, with 400 messages that name
// the field to fix. Empty strings count as absent (HTML forms send them for blank inputs).
import type { z } from "zod";
import { badRequest } from "../http/errors";
import { maxFieldBytes } from "../http/multipart";
import { generalErrorMessages } from "../../common/kyc-api/schemas";
import { isCountryAlpha3 } from "../../common/countries/codes";
import { countryAlpha3 } from "../../common/countries/names";

export function invalid(field: string, problem: string) {
  return badRequest(`${generalErrorMessages[400]}: ${field} ${problem}`);
}

/**
 * What is wrong with a field, for the 400. A value over its limit is never cut to fit: the
 * answer names the limit and the length sent (or that the multipart parser had to stop reading
 * it, `truncated`).
 */
export function fieldProblem(issue: z.core.$ZodIssue, value: unknown, truncated = false): string {
  // A schema's own message written to follow the field's name ("is required (...)", "must be
  // one of ...") is used as it is.
  if (/^(is|must) /.test(issue.message)) return issue.message;
  if (issue.code === "invalid_type" && value === undefined) return "is required";
  if (issue.code === "too_big" && issue.origin === "string") {
    const got = truncated ? `more than ${maxFieldBytes} bytes` : String(String(value).length);
    return `is too long: at most ${issue.maximum} characters (got ${got})`;
  }
  if (issue.code === "custom") return issue.message;
  return `is invalid: ${issue.message}`;
}

/** The value an issue's path points at in the raw input, for fieldProblem. */
export function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    raw,
  );
}

/** Checks a parsed body or query against a schema; a failure is a 400 naming the first bad field. */
export function parseFields<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw invalid(issue.path.join(".") || "body", fieldProblem(issue, valueAt(raw, issue.path)));
}

/**
 * Checks multipart text fields. `truncated` names the fields the parser stopped reading at
 * maxFieldBytes: each is refused, by the schema's own limit when it has one.
 */
export function parseFormFields<S extends z.ZodType>(
  schema: S,
  raw: Record<string, string>,
  truncated: readonly string[] = [],
): z.infer<S> {
  const present = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ""));
  const result = schema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = issue.path.join(".") || "body";
    throw invalid(field, fieldProblem(issue, valueAt(present, issue.path), truncated.includes(field)));
  }
  if (truncated.length)
    throw invalid(truncated[0]!, `is too long: at most ${maxFieldBytes} bytes of text in a multipart field`);
  return result.data;
}

export function checkCountry(field: string, code: string | undefined) {
  if (code === undefined || isCountryAlpha3(code)) return;
  // The interface takes alpha-3 only; a name or alpha-2 code it recognises is named in the answer.
  const meant = countryAlpha3(code.slice(0, 60));
  throw invalid(
    field,
    `must be an ISO 3166-1 alpha-3 country code such as KOR or USA (got ${JSON.stringify(code.slice(0, 10))}${meant ? `; use ${meant}` : ""})`,
  );
}

/** A YYYY-MM-DD string that names a real calendar day (the schema checks only the shape). */
export function checkCalendarDate(field: string, value: string | undefined, { notAfterToday = false } = {}) {
  if (value === undefined) return;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value)
    throw invalid(field, `is not a real date: ${value}`);
  if (date.getUTCFullYear() < 1900) throw invalid(field, `is before 1900: ${value}`);
  if (notAfterToday && date.getTime() > Date.now()) throw invalid(field, `is in the future: ${value}`);
}
