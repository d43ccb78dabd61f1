// The queue's view as it lives in the URL: filters, page size and the cursor stack, so a
// copied link or the back button restores exactly what the reviewer saw.
// The interface filters upstream only by submission_id, userid and email; every other
// filter is applied by the dashboard while it pages upstream (lib/queue/scan.ts).
import { z } from "zod";
import { AmlRiskLevel, AmlStatus, KycResult, type PageKey } from "../../common/kyc-api/schemas";

export const pageSizes = [50, 100, 500, 2000] as const;
export type PageSize = (typeof pageSizes)[number];

export interface QueueView {
  /** "work": pending or AML red flag (the default); "all": every submission. */
  queue: "work" | "all";
  status: KycResult[];
  aml?: z.infer<typeof AmlStatus>;
  risk?: z.infer<typeof AmlRiskLevel>;
  userid?: string;
  email?: string;
  submissionId?: string;
  /** Inclusive bounds on created_at, as YYYY-MM-DD (UTC days). */
  from?: string;
  to?: string;
  size: PageSize;
  /** Where the current page starts upstream (absent: the newest). */
  at?: PageKey;
  /** Start cursors of the earlier pages, oldest first; null stands for the first page. */
  trail: (PageKey | null)[];
}

export class ViewError extends Error {}

const day = (name: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date as YYYY-MM-DD`);
/** An empty form field means "no filter". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema.optional());
const text = (name: string) =>
  z
    .string()
    .trim()
    .max(320, `${name} is too long`)
    .optional()
    .transform((v) => v || undefined);

const Params = z.object({
  queue: z.enum(["work", "all"], { error: "queue must be work or all" }).default("work"),
  status: z
    .array(z.enum(KycResult.options, { error: `status must be one of ${KycResult.options.join(", ")}` }))
    .default([]),
  aml: optional(z.enum(AmlStatus.options, { error: `aml must be ${AmlStatus.options.join(" or ")}` })),
  risk: optional(
    z.enum(AmlRiskLevel.options, { error: `risk must be one of ${AmlRiskLevel.options.join(", ")}` }),
  ),
  userid: text("userid"),
  email: text("email"),
  submission_id: text("submission_id"),
  from: optional(day("from")),
  to: optional(day("to")),
  size: z.coerce
    .number()
    .refine(
      (n): n is PageSize => (pageSizes as readonly number[]).includes(n),
      `size must be one of ${pageSizes.join(", ")}`,
    )
    .default(50),
});

// base64url without Buffer: these helpers also run in the browser (links and forms).
function toBase64Url(value: string): string {
  const bytes = new TextEncoder().encode(value);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function fromBase64Url(value: string): string {
  const binary = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** A cursor in the URL: base64url of [id, created_at], exactly as upstream gave them. */
export function encodeCursor(key: PageKey): string {
  return toBase64Url(JSON.stringify([key.id, key.created_at]));
}

export function decodeCursor(value: string): PageKey {
  try {
    const parsed: unknown = JSON.parse(fromBase64Url(value));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      parsed.every((v) => typeof v === "string" && v.length > 0)
    ) {
      return { id: parsed[0] as string, created_at: parsed[1] as string };
    }
  } catch {
    // fall through to the error below
  }
  throw new ViewError("The page position in the address is damaged. Go back to the first page.");
}

type Search = Record<string, string | string[] | undefined> | URLSearchParams;

function all(search: Search, key: string): string[] {
  if (search instanceof URLSearchParams) return search.getAll(key);
  const value = search[key];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** Parses the URL's query; throws ViewError naming the parameter to fix. */
export function parseView(search: Search): QueueView {
  const one = (key: string) => all(search, key)[0];
  const parsed = Params.safeParse({
    queue: one("queue"),
    status: all(search, "status")
      .flatMap((s) => s.split(","))
      .filter(Boolean),
    aml: one("aml"),
    risk: one("risk"),
    userid: one("userid"),
    email: one("email"),
    submission_id: one("submission_id"),
    from: one("from"),
    to: one("to"),
    size: one("size"),
  });
  if (!parsed.success) {
    throw new ViewError(`The address has a bad filter: ${parsed.error.issues[0]!.message}.`);
  }
  const p = parsed.data;
  if (p.from && p.to && p.from > p.to) throw new ViewError("The address has a bad filter: from is after to.");
  const atParam = one("at");
  const trailParam = one("trail");
  return {
    queue: p.queue,
    status: [...new Set(p.status)],
    aml: p.aml,
    risk: p.risk,
    userid: p.userid,
    email: p.email,
    submissionId: p.submission_id,
    from: p.from,
    to: p.to,
    size: p.size as PageSize,
    at: atParam ? decodeCursor(atParam) : undefined,
    trail: trailParam ? trailParam.split(".").map((c) => (c === "_" ? null : decodeCursor(c))) : [],
  };
}

/** The query string of a view (filters first; defaults left out so URLs stay short). */
export function viewQuery(view: QueueView, change: Partial<QueueView> = {}): string {
  const v = { ...view, ...change };
  const q = new URLSearchParams();
  if (v.queue !== "work") q.set("queue", v.queue);
  for (const s of v.status) q.append("status", s);
  if (v.aml) q.set("aml", v.aml);
  if (v.risk) q.set("risk", v.risk);
  if (v.userid) q.set("userid", v.userid);
  if (v.email) q.set("email", v.email);
  if (v.submissionId) q.set("submission_id", v.submissionId);
  if (v.from) q.set("from", v.from);
  if (v.to) q.set("to", v.to);
  if (v.size !== 50) q.set("size", String(v.size));
  if (v.at) q.set("at", encodeCursor(v.at));
  if (v.trail.length) q.set("trail", v.trail.map((c) => (c ? encodeCursor(c) : "_")).join("."));
  return q.toString();
}

/** The same filters from the first page: what a filter change or a page-size change leads to. */
export const firstPage = (view: QueueView, change: Partial<QueueView> = {}) =>
  viewQuery(view, { ...change, at: undefined, trail: [] });

export function nextPageQuery(view: QueueView, next: PageKey): string {
  return viewQuery(view, { at: next, trail: [...view.trail, view.at ?? null] });
}

export function previousPageQuery(view: QueueView): string | null {
  if (!view.at) return null;
  const trail = view.trail.slice(0, -1);
  return viewQuery(view, { at: view.trail.at(-1) ?? undefined, trail });
}

/** True when some filter must be applied by the dashboard (the upstream cannot). */
export function needsScan(view: QueueView): boolean {
  return (
    view.queue === "work" || view.status.length > 0 || !!view.aml || !!view.risk || !!view.from || !!view.to
  );
}

/** Filters a reviewer chose (for the audit log and the "filtered" wording), without paging. */
export function activeFilters(view: QueueView): Record<string, string> {
  const f: Record<string, string> = { queue: view.queue };
  if (view.status.length) f.status = view.status.join(",");
  for (const key of ["aml", "risk", "userid", "email", "submissionId", "from", "to"] as const) {
    const value = view[key];
    if (value) f[key] = value;
  }
  return f;
}
