// The queue's view as it lives in the URL: the tab, the search box, filters, sort, page size
// and the cursor stack, so a copied link or the back button restores exactly what the
// reviewer saw, and the form is drawn from it on every navigation.
// Every filter, the search and the order by created or decided time are answered by the case
// index (lib/queue/where.ts, page.ts); other columns reorder the loaded page in the browser.
import { z } from "../../common/zod";
import { isCalendarDay } from "../../common/calendar-day";
import { AmlRiskLevel, AmlStatus, KycResult, type PageKey } from "../../common/kyc-api/schemas";
import { message, type Message } from "../actions/message";
import { decodeCursor, encodeCursor, ViewError } from "./cursor";
import { searchKind } from "./search";

export { decodeCursor, encodeCursor, ViewError };

export const pageSizes = [50, 100, 500, 2000] as const;
export type PageSize = (typeof pageSizes)[number];

export const tabs = ["needs", "mine", "unassigned", "awaiting", "decided", "all"] as const;
export type Tab = (typeof tabs)[number];
// Each tab's name is in the catalogues (messages/*.json, queue.tabs).

export const sortColumns = ["created", "due", "name", "status", "holder", "email", "decided"] as const;
export type SortColumn = (typeof sortColumns)[number];
/** "created" ascending is oldest first. Created and decided order the whole view (sortsOnServer). */
export interface Sort {
  column: SortColumn;
  desc: boolean;
}

/**
 * The AML filter's choices: the interface's statuses, and "No Match" (screened, no match), which
 * the interface says by leaving currentstatus out of a screened record (docs/aml.md).
 */
export const amlFilters = [...AmlStatus.options, "No Match"] as const;
export type AmlFilter = (typeof amlFilters)[number];

export interface QueueView {
  tab: Tab;
  /** The one search box: an e-mail, a whole or partial submission id, a userid or a name. */
  q?: string;
  status: KycResult[];
  aml?: AmlFilter;
  risk?: z.infer<typeof AmlRiskLevel>;
  /** Exact upstream filters, kept for links that name one person or one submission. */
  userid?: string;
  email?: string;
  submissionId?: string;
  /** Inclusive bounds on created_at, as YYYY-MM-DD (UTC days). */
  from?: string;
  to?: string;
  sort: Sort;
  size: PageSize;
  /** The last row of the previous page (absent: the first page). */
  at?: PageKey;
  /** Start cursors of the earlier pages, oldest first; null stands for the first page. */
  trail: (PageKey | null)[];
}

// The schema names no words: a failed check is said by addressProblem, from the parameter.
const day = z.string().refine(isCalendarDay);
/** An empty form field means "no filter". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema.optional());
const text = z
  .string()
  .trim()
  .max(320)
  .optional()
  .transform((v) => v || undefined);

const Params = z.object({
  view: optional(z.enum(tabs)),
  q: text,
  status: z.array(z.enum(KycResult.options)).default([]),
  aml: optional(z.enum(amlFilters)),
  risk: optional(z.enum(AmlRiskLevel.options)),
  userid: text,
  email: text,
  submission_id: text,
  from: optional(day),
  to: optional(day),
  sort: optional(z.string().regex(new RegExp(`^-?(${sortColumns.join("|")})$`))),
  size: z.coerce
    .number()
    .refine((n): n is PageSize => (pageSizes as readonly number[]).includes(n))
    .default(50),
});

/** The values a parameter with a fixed set of choices may take, as the address writes them. */
const choices: Partial<Record<string, readonly (string | number)[]>> = {
  view: tabs,
  status: KycResult.options,
  aml: amlFilters,
  risk: AmlRiskLevel.options,
  size: pageSizes,
};

/** What is wrong with one parameter of the address, naming it and what it may be. */
function addressProblem(param: string): Message {
  if (param === "sort") return message("queue.address.sort", { allowed: sortColumns.join(", ") });
  if (param === "from" || param === "to") return message("queue.address.date", { param });
  const allowed = choices[param];
  if (allowed) return message("queue.address.oneOf", { param, allowed: allowed.join(", ") });
  return message("queue.address.tooLong", { param });
}

type Search = Record<string, string | string[] | undefined> | URLSearchParams;

function all(search: Search, key: string): string[] {
  if (search instanceof URLSearchParams) return search.getAll(key);
  const value = search[key];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** A search looks across every submission unless a tab was chosen; otherwise Needs decision. */
export const defaultTab = (q: string | undefined): Tab => (q ? "all" : "needs");
/**
 * Needs decision works oldest first; Decided shows the latest decisions first; the other tabs
 * newest first, as upstream lists them.
 */
export const defaultSort = (tab: Tab): Sort =>
  tab === "decided" ? { column: "decided", desc: true } : { column: "created", desc: tab !== "needs" };
const sortText = (s: Sort) => `${s.desc ? "-" : ""}${s.column}`;

/** Parses the URL's query; throws ViewError naming the parameter to fix. */
export function parseView(search: Search): QueueView {
  const one = (key: string) => all(search, key)[0];
  const parsed = Params.safeParse({
    view: one("view"),
    q: one("q"),
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
    sort: one("sort"),
    size: one("size"),
  });
  if (!parsed.success) throw new ViewError(addressProblem(String(parsed.error.issues[0]!.path[0])));
  const p = parsed.data;
  if (p.from && p.to && p.from > p.to) throw new ViewError(message("queue.address.fromAfterTo"));
  const tab = p.view ?? defaultTab(p.q);
  const atParam = one("at");
  const trailParam = one("trail");
  return {
    tab,
    q: p.q,
    status: [...new Set(p.status)],
    aml: p.aml,
    risk: p.risk,
    userid: p.userid,
    email: p.email,
    submissionId: p.submission_id,
    from: p.from,
    to: p.to,
    sort: p.sort
      ? { column: p.sort.replace(/^-/, "") as SortColumn, desc: p.sort.startsWith("-") }
      : defaultSort(tab),
    size: p.size as PageSize,
    at: atParam ? decodeCursor(atParam) : undefined,
    trail: trailParam ? trailParam.split(".").map((c) => (c === "_" ? null : decodeCursor(c))) : [],
  };
}

/** The query string of a view (defaults left out so URLs stay short). */
export function viewQuery(view: QueueView, change: Partial<QueueView> = {}): string {
  const v = { ...view, ...change };
  const q = new URLSearchParams();
  if (v.tab !== defaultTab(v.q)) q.set("view", v.tab);
  if (v.q) q.set("q", v.q);
  for (const s of v.status) q.append("status", s);
  if (v.aml) q.set("aml", v.aml);
  if (v.risk) q.set("risk", v.risk);
  if (v.userid) q.set("userid", v.userid);
  if (v.email) q.set("email", v.email);
  if (v.submissionId) q.set("submission_id", v.submissionId);
  if (v.from) q.set("from", v.from);
  if (v.to) q.set("to", v.to);
  if (sortText(v.sort) !== sortText(defaultSort(v.tab))) q.set("sort", sortText(v.sort));
  if (v.size !== 50) q.set("size", String(v.size));
  if (v.at) q.set("at", encodeCursor(v.at));
  if (v.trail.length) q.set("trail", v.trail.map((c) => (c ? encodeCursor(c) : "_")).join("."));
  return q.toString();
}

/** The same filters from the first page: what a filter change or a page-size change leads to. */
export const firstPage = (view: QueueView, change: Partial<QueueView> = {}) =>
  viewQuery(view, { ...change, at: undefined, trail: [] });

/** Another tab: its own default order, the same search and filters, from the first page. */
export const tabQuery = (view: QueueView, tab: Tab) => firstPage(view, { tab, sort: defaultSort(tab) });

export function nextPageQuery(view: QueueView, next: PageKey): string {
  return viewQuery(view, { at: next, trail: [...view.trail, view.at ?? null] });
}

export function previousPageQuery(view: QueueView): string | null {
  if (!view.at) return null;
  const trail = view.trail.slice(0, -1);
  return viewQuery(view, { at: view.trail.at(-1) ?? undefined, trail });
}

/** True for the orders the case index pages in; the others reorder the loaded page. */
export const sortsOnServer = (sort: Sort) => sort.column === "created" || sort.column === "decided";

/**
 * Filters a reviewer chose, for the audit log, without paging. What was typed (a userid, an
 * e-mail, a submission id) is given as `typed(value)`, the audit log's keyed hash, never as
 * the value: it may be an applicant's identifier, and the log cannot forget it.
 */
export function activeFilters(view: QueueView, typed: (value: string) => string): Record<string, string> {
  const f: Record<string, string> = { view: view.tab };
  if (view.status.length) f.status = view.status.join(",");
  // A name typed in the search is applicant data: the log keeps only what kind of search it
  // was. An e-mail is kept (the audit log replaces it by its keyed hash).
  if (view.q) f.search = searchKind(view.q) === "email" ? view.q : "text";
  for (const key of ["aml", "risk", "from", "to"] as const) {
    const value = view[key];
    if (value) f[key] = value;
  }
  for (const key of ["userid", "email", "submissionId"] as const) {
    const value = view[key];
    if (value) f[key] = typed(value);
  }
  return f;
}
