// A queue view as a query of the case index (model IndexedSubmission): the tab, every filter
// and the search box. "Assigned to me" and "Unassigned" read the index's holder column, kept
// with the assignments (lib/assignments/write.ts), so they depend on who is looking.
import { dayAfter } from "../../common/calendar-day";
import { prefixEnd, searchWords } from "../case-index/entry";
import type { Prisma } from "../../generated/prisma/sqlite/client";
import { fold, searchKind } from "./search";
import type { AmlFilter, QueueView, Tab } from "./view";

export type IndexWhere = Prisma.IndexedSubmissionWhereInput;

export const openCase: IndexWhere = { status: "pending", decidedAt: null };

/** `me`: the reviewer looking. */
export function tabWhere(tab: Tab, me: string): IndexWhere {
  switch (tab) {
    case "needs":
      return openCase;
    case "mine":
      return { holderId: me, decidedAt: null };
    case "unassigned":
      return { ...openCase, holderId: null };
    case "awaiting":
      return { status: "incomplete" };
    case "decided":
      return { decidedAt: { not: null } };
    case "all":
      return {};
  }
}

/** A list record without aml was not screened, as far as the dashboard can tell. */
const notScreenedOr = (field: "amlStatus" | "riskLevel", value: string): IndexWhere =>
  value === "Not Screened" ? { OR: [{ [field]: null }, { [field]: value }] } : { [field]: value };

/** Risk levels a screening gives; "Not Screened" (or none) means there was no screening. */
const screenedRisk = { in: ["High", "Medium", "Low"] };

/**
 * The AML filter. A screened record with no match leaves currentstatus out and gives a risk
 * (docs/aml.md), so a missing status alone is not "Not Screened": only with no risk either.
 */
export function amlWhere(value: AmlFilter): IndexWhere {
  if (value === "No Match") return { amlStatus: null, riskLevel: screenedRisk };
  if (value === "Not Screened")
    return {
      OR: [
        { amlStatus: "Not Screened" },
        { amlStatus: null, OR: [{ riskLevel: null }, { riskLevel: "Not Screened" }] },
      ],
    };
  return { amlStatus: value };
}

const startsWith = (prefix: string): IndexWhere => ({
  terms: { some: { term: { gte: prefix, lt: prefixEnd(prefix) } } },
});

/**
 * The search box: an e-mail in any case; else every word starts a word of the name or a
 * dash-separated part of the id, or the whole query starts the user id or the e-mail.
 * All of these are prefix ranges of the terms index; a piece from inside an id part is not
 * searched, since only a scan of every id could find it (docs/case-index.md).
 */
export function searchWhere(q: string): IndexWhere {
  if (searchKind(q) === "email") return { emailFolded: fold(q.trim()) };
  const whole = fold(q.trim());
  const words = searchWords(q);
  const byWords: IndexWhere = { AND: words.map(startsWith) };
  if (words.length === 1 && words[0] === whole) return byWords;
  // An id or a user id with punctuation ("7f3a-9c12", "user-42") is one term, not words.
  return { OR: [startsWith(whole), ...(words.length ? [byWords] : [])] };
}

/** Everything but the tab: what the counts share across tabs. */
export function filtersWhere(view: Omit<QueueView, "size" | "sort" | "trail" | "at" | "tab">): IndexWhere[] {
  const and: IndexWhere[] = [];
  if (view.status.length) and.push({ status: { in: view.status } });
  if (view.aml) and.push(amlWhere(view.aml));
  if (view.risk) and.push(notScreenedOr("riskLevel", view.risk));
  if (view.from) and.push({ createdAt: { gte: view.from } });
  // `to` is a real day (parseView); the last day there is needs no bound.
  const before = view.to ? dayAfter(view.to) : null;
  if (before) and.push({ createdAt: { lt: before } });
  if (view.userid) and.push({ userid: view.userid });
  if (view.email) and.push({ emailFolded: fold(view.email.trim()) });
  if (view.submissionId) and.push({ submissionId: view.submissionId });
  if (view.q) and.push(searchWhere(view.q));
  return and;
}

export function viewWhere(view: Omit<QueueView, "size" | "sort" | "trail" | "at">, me: string): IndexWhere {
  return { AND: [tabWhere(view.tab, me), ...filtersWhere(view)] };
}
