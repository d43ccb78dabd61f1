// Puts the cases entering the case index in a queue (docs/queues.md, "Routing"): the published
// rules in order, the first that matches wins, and no match means the default queue. The
// version and the rule are kept with the case, and its due time by that queue's deadline. Run
// by the index's writer inside the transaction that inserts the rows (lib/case-index/store.ts),
// so a case is never in the index without its queue. Reads are the caller's: this is pure.
import { deadlineFor, type QueueDeadline } from "../deadlines/deadline";
import { route } from "./evaluate";
import type { CaseFacts } from "./facts";
import type { Rule } from "./rules";

export interface RoutingContext {
  /** The published version, or null before the first publish. */
  version: number | null;
  rules: readonly Rule[];
  /** The queues that take new cases (not archived), by id. */
  queues: ReadonlyMap<string, QueueDeadline>;
  defaultQueueId: string | null;
}

export interface Placement {
  queueId: string | null;
  routedVersion: number | null;
  routedRuleId: string | null;
  dueAt: Date | null;
}

/** The rules that can send a case now: a rule whose queue was archived since is passed over. */
export const usableRules = (context: RoutingContext) =>
  context.rules.filter((r) => context.queues.has(r.queueId));

const unplaced: Placement = { queueId: null, routedVersion: null, routedRuleId: null, dueAt: null };

/**
 * Where a case goes. An incomplete submission (the applicant has not finished) is not work yet:
 * it is placed when it is first written ready for review, with what is known of it then.
 */
export function place(context: RoutingContext, facts: CaseFacts, now: Date): Placement {
  if (facts.kycStatus === "incomplete") return unplaced;
  const routing = route(usableRules(context), facts, now);
  const queueId =
    routing.queueId ??
    (context.defaultQueueId && context.queues.has(context.defaultQueueId) ? context.defaultQueueId : null);
  const queue = queueId ? context.queues.get(queueId) : undefined;
  const received = new Date(facts.createdAt);
  return {
    queueId,
    routedVersion: context.version,
    routedRuleId: routing.ruleId,
    dueAt: queue && !Number.isNaN(received.getTime()) ? deadlineFor(received, queue) : null,
  };
}

/** What a case just read from the KYC service offers the rules (nothing known yet of duplicates or alerts). */
export function entryFacts(row: {
  status: string;
  amlStatus: string | null;
  riskLevel: string | null;
  redFlag: boolean;
  nationality: string | null;
  idType: string | null;
  birthDate: string | null;
  createdAt: string;
}): CaseFacts {
  return {
    kycStatus: row.status,
    amlStatus: row.amlStatus,
    riskLevel: row.riskLevel,
    redFlag: row.redFlag,
    nationality: row.nationality,
    idType: row.idType,
    possibleDuplicate: false,
    openMonitoringAlert: false,
    birthDate: row.birthDate,
    createdAt: row.createdAt,
  };
}
