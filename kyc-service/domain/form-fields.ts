// Parsing of form fields against the interface's zod schemas, with 400 messages that name
// the field to fix. Empty strings count as absent (HTML forms send them for blank inputs).
import type { z } from "zod";
import { badRequest } from "../http/errors";
import { generalErrorMessages } from "../../common/kyc-api/schemas";
import { isCountryAlpha3 } from "../countries/codes";
import { countryAlpha3 } from "../countries/names";

export function invalid(field: string, problem: string) {
  return badRequest(`${generalErrorMessages[400]}: ${field} ${problem}`);
}

export function parseFormFields<S extends z.ZodType>(schema: S, raw: Record<string, string>): z.infer<S> {
  const present = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ""));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.join(".") || "body";
  if (issue.code === "invalid_type" && !(field in present)) throw invalid(field, "is required");
  throw invalid(field, `is invalid: ${issue.message}`);
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
