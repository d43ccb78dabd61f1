// The case page's duplicate parts, started together by the loader and sharing their reads: the
// lookup of possible duplicates (an open case's candidates, or the group found while it was
// open), the interface's other approvals of an approved case's person, and the summary strip's
// count, which is derived from one or the other. Reads only: groups are stored by the case
// index's sync and by the approval that looks again (lib/duplicates/lookup.ts).
import "server-only";
import { english, type Say } from "../actions/message";
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { reviewerNames } from "../assignments/queries";
import type { Actor } from "../auth/actor";
import { can } from "../auth/permissions";
import { caseLookup, type CaseDuplicates } from "../duplicates/case-lookup";
import { managers } from "../duplicates/managers";
import { idsOf } from "../duplicates/store";
import { approvableOutcomes, groupStateWords } from "../duplicates/words";
import { kyc } from "../kyc/connection";
import { upstreamFailure } from "../kyc/errors";
import { after, part, type Part } from "./case-part";
import type { Tone } from "./summary";

/** Another submission beside this one: null `record` if it could not be read. */
export interface ComparedSubmission {
  id: string;
  email: string | null;
  record: SubmissionRecord | null;
}

export interface PossibleDuplicates extends CaseDuplicates {
  /** The candidates found now and the ids the group stored earlier (deleted or changed since). */
  others: ComparedSubmission[];
  /** Whom a suspected fraud may be escalated to (read only when this reviewer may escalate). */
  managers: { id: string; name: string }[];
  /** Every account's name by id, for who resolved or escalated the group. */
  names: Map<string, string>;
}

export interface OtherApprovals {
  duplicates: ComparedSubmission[];
  more: number;
}

export interface DuplicateCount {
  label: string;
  value: string;
  tone: Tone;
  href?: string;
}

export interface DuplicateParts {
  /** null: a decided case nobody found duplicates for while it was open. */
  possible: Promise<Part<PossibleDuplicates | null>>;
  /** Only for an approved case (its section is shown only then). */
  otherApprovals: Promise<Part<OtherApprovals>> | null;
  count: Promise<Part<DuplicateCount>>;
}

export function startDuplicateParts(
  record: SubmissionRecord,
  actor: Actor,
  say: Say = english,
): DuplicateParts {
  const label = say("case.summary.duplicates");
  const approved = record.kyc.result === "approved";
  const lookup = part(() => caseLookup(record), "possible duplicates");
  const possible = after(lookup, (found) => withPeople(record, found, actor), "possible duplicates");
  // One read of the applicant's submissions serves both the section and the count.
  const applicant =
    approved && record.applicant_id
      ? part(() => kyc().listApplicantSubmissions(record.applicant_id!), "other approvals")
      : null;
  const others = applicant
    ? after(
        applicant,
        (items) => items.filter((i) => i.submission_id !== record.submission_id),
        "other approvals",
      )
    : null;
  const otherApprovals = approved
    ? others
      ? after(others, readOtherApprovals, "other approvals")
      : part(() => ({ duplicates: [], more: 0 }), "other approvals")
    : null;
  const count = approved
    ? others
      ? after(others, (list) => approvalsCount(list.length, say), "duplicate count")
      : part(
          () => ({ label, value: say("case.duplicates.notLookedFor"), tone: "neutral" as const }),
          "duplicate count",
        )
    : after(lookup, (found) => lookupCount(found, label, say), "duplicate count");
  return { possible, otherApprovals, count };
}

async function withPeople(record: SubmissionRecord, found: CaseDuplicates | null, actor: Actor) {
  if (!found) return null;
  const byId = new Map(found.candidates.map((c) => [c.submission_id, c]));
  const ids = [...new Set([...byId.keys(), ...(found.group ? idsOf(found.group.matchIds) : [])])];
  const others = ids.map((id) => ({ id, email: byId.get(id)?.email ?? null, record: byId.get(id) ?? null }));
  const open = record.kyc.result === "pending" || record.kyc.result === "incomplete";
  const mayEscalate = can(actor.role, "submissions:decide") && open && found.group?.status === "open";
  const [people, names] = await Promise.all([
    mayEscalate ? managers() : [],
    found.group ? reviewerNames() : new Map<string, string>(),
  ]);
  return { ...found, others, managers: people, names };
}

/** The other approved submissions, each read in full (the first `limit`); one unreadable is shown as such. */
async function readOtherApprovals(
  others: { submission_id: string; email?: string | null }[],
  limit = 10,
): Promise<OtherApprovals> {
  const shown = others.slice(0, limit);
  const records = await Promise.all(
    shown.map((item) =>
      kyc()
        .getSubmission(item.submission_id)
        .catch((error: unknown) => (upstreamFailure(error, "duplicate record"), null)),
    ),
  );
  return {
    duplicates: shown.map((item, i) => ({
      id: item.submission_id,
      email: item.email ?? null,
      record: records[i] ?? null,
    })),
    more: others.length - shown.length,
  };
}

/** This case is itself approved: the count is of the person's other approvals. */
const approvalsCount = (others: number, say: Say): DuplicateCount => ({
  label: say("case.duplicates.otherApprovals"),
  value: others === 0 ? say("case.duplicates.none") : String(others),
  tone: "neutral",
  href: others === 0 ? undefined : "#other-approvals-heading",
});

function lookupCount(lookup: CaseDuplicates | null, label: string, say: Say): DuplicateCount {
  if (!lookup) return { label, value: say("case.duplicates.notLookedFor"), tone: "neutral" };
  const { candidates, group, complete, unidentified } = lookup;
  if (unidentified) return { label, value: say("case.duplicates.notLookedForUnidentified"), tone: "neutral" };
  if (candidates.length === 0 && (!group || group.status === "clear"))
    return {
      label,
      value: say(complete ? "case.duplicates.none" : "case.duplicates.noneSoFar"),
      tone: "good",
    };
  if (!group)
    return {
      label,
      value: say("case.duplicates.beingRecorded", { count: candidates.length }),
      tone: "bad",
      href: "#duplicates",
    };
  const settled = group.status === "resolved" && approvableOutcomes.includes(group.outcome ?? "");
  const value = say("case.duplicates.countState", {
    count: Math.max(candidates.length, 1),
    state: groupStateWords(group, say),
  });
  return { label, value, tone: settled ? "neutral" : "bad", href: "#duplicates" };
}
