// A queue view as a query of the case index (model IndexedSubmission): the tab, every filter
// and the search box. Which cases are held comes from the assignments, passed in, since the
// tabs "Assigned to me" and "Unassigned" depend on them.
import { prefixEnd, searchWords } from "../case-index/entry";
import type { Prisma } from "../../generated/prisma/sqlite/client";
import { fold, searchKind } from "./search";
import type { QueueView, Tab } from "./view";

export type IndexWhere = Prisma.IndexedSubmissionWhereInput;

export interface Held {
  /** Cases the reviewer looking holds. */
  mine: string[];
  /** Every case someone holds. */
  all: string[];
}

export const openCase: IndexWhere = { status: "pending", decidedAt: null };

export function tabWhere(tab: Tab, held: Held): IndexWhere {
  switch (tab) {
    case "needs":
      return openCase;
    case "mine":
      return { submissionId: { in: held.mine }, decidedAt: null };
    case "unassigned":
      return { ...openCase, submissionId: { notIn: held.all } };
    case "awaiting":
      return { status: "incomplete" };
    case "decided":
      return { decidedAt: { not: null } };
    case "all":
      return {};
  }
}

const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A list record without aml was not screened, as far as the dashboard can tell. */
const notScreenedOr = (field: "amlStatus" | "riskLevel", value: string): IndexWhere =>
  value === "Not Screened" ? { OR: [{ [field]: null }, { [field]: value }] } : { [field]: value };

const startsWith = (prefix: string): IndexWhere => ({
  terms: { some: { term: { gte: prefix, lt: prefixEnd(prefix) } } },
});

/** A piece of a submission id typed in the search box: hex digits and dashes, four or more. */
export const idFragment = (q: string) => (/^[0-9a-f-]{4,64}$/i.test(q.trim()) ? fold(q.trim()) : null);

/**
 * The search box: an e-mail in any case; else every word starts a word of the name, or the
 * whole query starts the id or the user id; `idMatches` are the ids containing it anywhere
 * (found by the caller, see idsContaining).
 */
export function searchWhere(q: string, idMatches: string[] = []): IndexWhere {
  if (searchKind(q) === "email") return { emailFolded: fold(q.trim()) };
  const whole = fold(q.trim());
  const words = searchWords(q);
  const byWords: IndexWhere = { AND: words.map(startsWith) };
  const byId: IndexWhere[] = idMatches.length ? [{ submissionId: { in: idMatches } }] : [];
  if (words.length === 1 && words[0] === whole && !byId.length) return byWords;
  // An id or a user id with punctuation ("7f3a-9c12", "user-42") is one term, not words.
  return { OR: [startsWith(whole), ...(words.length ? [byWords] : []), ...byId] };
}

/** Everything but the tab: what the counts share across tabs. */
export function filtersWhere(
  view: Omit<QueueView, "size" | "sort" | "trail" | "at" | "tab">,
  idMatches: string[] = [],
): IndexWhere[] {
  const and: IndexWhere[] = [];
  if (view.status.length) and.push({ status: { in: view.status } });
  if (view.aml) and.push(notScreenedOr("amlStatus", view.aml));
  if (view.risk) and.push(notScreenedOr("riskLevel", view.risk));
  if (view.from) and.push({ createdAt: { gte: view.from } });
  if (view.to) and.push({ createdAt: { lt: dayAfter(view.to) } });
  if (view.userid) and.push({ userid: view.userid });
  if (view.email) and.push({ emailFolded: fold(view.email.trim()) });
  if (view.submissionId) and.push({ submissionId: view.submissionId });
  if (view.q) and.push(searchWhere(view.q, idMatches));
  return and;
}

export function viewWhere(
  view: Omit<QueueView, "size" | "sort" | "trail" | "at">,
  held: Held,
  idMatches: string[] = [],
): IndexWhere {
  return { AND: [tabWhere(view.tab, held), ...filtersWhere(view, idMatches)] };
}
