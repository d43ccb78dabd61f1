// The audit log's filters, parsed from a URL query (the /audit page and the CSV export share
// them): actor e-mail, action group (lib/audit/action-groups.ts, also the presets), action (a
// whole name or its start), target (a whole id or its start), outcome, date range (UTC days),
// and the cursor (`before`: show events older than this seq). Bad values are named.
import { z } from "zod";
import { actionGroupIds } from "./action-groups";

/** Fewer characters would make the start of a target match a large part of the log. */
export const minTargetPrefix = 4;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "must be a date like 2026-11-23" })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), { error: "is not a real date" });

const schema = z.object({
  actor: z.string().trim().max(200, { error: "is too long" }).optional(),
  action: z
    .string()
    .trim()
    .max(100, { error: "is too long" })
    .toLowerCase()
    .regex(/^[a-z_.]*$/, {
      error:
        "is an action name like deletion.approve, or its start like deletion (letters, dots, underscores)",
    })
    .optional(),
  target: z
    .string()
    .trim()
    .min(minTargetPrefix, { error: `needs at least ${minTargetPrefix} characters of the id` })
    .max(200, { error: "is too long" })
    .optional(),
  outcome: z.enum(["success", "failure"], { error: "must be success or failure" }).optional(),
  from: day.optional(),
  to: day.optional(),
  group: z.enum(actionGroupIds, { error: `must be one of ${actionGroupIds.join(", ")}` }).optional(),
  before: z.coerce
    .number({ error: "must be an event number" })
    .int()
    .positive({ error: "must be an event number" })
    .optional(),
});

export type AuditFilter = z.infer<typeof schema>;

export class AuditFilterError extends Error {
  override name = "AuditFilterError";
}

const keys = ["actor", "group", "action", "target", "outcome", "from", "to", "before"] as const;

/** The filter of a query string; empty fields are absent. Throws AuditFilterError naming the field. */
export function parseAuditFilter(
  params: URLSearchParams | Record<string, string | string[] | undefined>,
): AuditFilter {
  const get = (key: string) => {
    const value = params instanceof URLSearchParams ? params.get(key) : params[key];
    const first = Array.isArray(value) ? value[0] : value;
    return first?.trim() ? first : undefined;
  };
  const raw = Object.fromEntries(keys.map((key) => [key, get(key)]));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AuditFilterError(`Filter "${issue.path.join(".")}" ${issue.message}.`);
  }
  const filter = parsed.data;
  if (filter.from && filter.to && filter.from > filter.to)
    throw new AuditFilterError(`Filter "from" (${filter.from}) is after "to" (${filter.to}).`);
  return filter;
}

/** The filter as a query string (without the cursor unless given), for links and the export. */
export function filterQuery(filter: AuditFilter, before?: number): string {
  const params = new URLSearchParams();
  for (const key of keys) {
    if (key === "before") continue;
    const value = filter[key];
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  if (before !== undefined) params.set("before", String(before));
  return params.toString();
}

/** The filters in force, for the audit event of a search or an export (no cursor). */
export function activeAuditFilters(filter: AuditFilter): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filter)
      .filter(([key, value]) => key !== "before" && value !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
}
