// The audit log's filters, parsed from a URL query (the /audit page and the CSV export share
// them): actor e-mail, action group (lib/audit/action-groups.ts, also the presets), action (a
// whole name or its start), target (a whole id or its start), outcome, date range (UTC days),
// and the cursor (`before`: show events older than this seq). Bad values are named, in English
// for the log and the export's error body, and as a catalogue key (audit.filterErrors) for the page.
import { createTranslator } from "next-intl";
import { z } from "../../common/zod";
import { isCalendarDay } from "../../common/calendar-day";
import { catalogues } from "../i18n/messages";
import { actionGroupIds } from "./action-groups";

/** Fewer characters would make the start of a target match a large part of the log. */
export const minTargetPrefix = 4;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "dateFormat" })
  .refine(isCalendarDay, { error: "notADate" });

const schema = z.object({
  actor: z.string().trim().max(200, { error: "tooLong" }).optional(),
  action: z
    .string()
    .trim()
    .max(100, { error: "tooLong" })
    .toLowerCase()
    .regex(/^[a-z_.]*$/, { error: "actionName" })
    .optional(),
  target: z
    .string()
    .trim()
    .min(minTargetPrefix, { error: "targetShort" })
    .max(200, { error: "tooLong" })
    .optional(),
  outcome: z.enum(["success", "failure"], { error: "outcome" }).optional(),
  from: day.optional(),
  to: day.optional(),
  group: z.enum(actionGroupIds, { error: "group" }).optional(),
  before: z.coerce
    .number({ error: "eventNumber" })
    .int({ error: "eventNumber" })
    .positive({ error: "eventNumber" })
    .optional(),
});

export type AuditFilter = z.infer<typeof schema>;

type Problem = keyof (typeof catalogues.en)["audit"]["filterErrors"];
const isProblem = (message: string): message is Problem => message in catalogues.en.audit.filterErrors;

/** A bad filter: `message` in English; `problem` and `values` to say it in the reader's language. */
export class AuditFilterError extends Error {
  override name = "AuditFilterError";
  readonly values: Record<string, string | number>;
  constructor(
    readonly problem: Problem,
    values: Record<string, string>,
  ) {
    const all = { ...values, n: minTargetPrefix, groups: actionGroupIds.join(", ") };
    const english = createTranslator({ locale: "en", messages: catalogues.en, timeZone: "UTC" });
    super(english(`audit.filterErrors.${problem}`, all));
    this.values = all;
  }
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
    throw new AuditFilterError(isProblem(issue.message) ? issue.message : "invalid", {
      field: issue.path.join("."),
    });
  }
  const filter = parsed.data;
  if (filter.from && filter.to && filter.from > filter.to)
    throw new AuditFilterError("fromAfterTo", { from: filter.from, to: filter.to });
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

// Chosen from a list (or a date): kept as chosen. The others are typed and may be anything.
const chosen: ReadonlySet<string> = new Set(["group", "outcome", "from", "to"]);

/**
 * The filters in force, for the audit event of a search or an export (no cursor): what was
 * typed (actor, action, target) as `typed(value)`, the log's keyed hash, never as typed.
 */
export function activeAuditFilters(
  filter: AuditFilter,
  typed: (value: string) => string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filter)
      .filter(([key, value]) => key !== "before" && value !== undefined)
      .map(([k, v]) => [k, chosen.has(k) ? String(v) : typed(String(v))]),
  );
}
