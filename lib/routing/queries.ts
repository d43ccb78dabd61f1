// The routing page's one loader (never writes): the draft being edited, the published version,
// the queues rules may send to, and for a submission id, "Why is this case here?": the queue
// the case is in with the version and rule that put it there, and what the published rules say
// of it now, each rule checked with the case's values.
import "server-only";
import { db } from "../db";
import { defaultQueueKey } from "../queues/write";
import { route, type Routing } from "./evaluate";
import type { CaseFacts } from "./facts";
import { usableRules } from "./place";
import { readRoutingContext } from "./context";
import { readDraft, latestRules } from "./store";
import { shadowedBy } from "./shadowed";

const openDuplicateStatuses = ["open", "escalated"];
const openAlertStatuses = ["claimed", "escalated"];

/** What the rules read of an indexed case, duplicates and monitoring alerts included. */
async function factsOf(submissionId: string) {
  const row = await db().indexedSubmission.findUnique({
    where: { submissionId },
    select: {
      submissionId: true,
      status: true,
      amlStatus: true,
      riskLevel: true,
      redFlag: true,
      nationality: true,
      idType: true,
      birthDate: true,
      createdAt: true,
      queueId: true,
      routedVersion: true,
      routedRuleId: true,
      dueAt: true,
    },
  });
  if (!row) return null;
  const [duplicates, alert] = await Promise.all([
    db().duplicateGroup.count({ where: { submissionId, status: { in: openDuplicateStatuses } } }),
    db().monitoringAlert.count({ where: { submissionId, status: { in: openAlertStatuses } } }),
  ]);
  const facts: CaseFacts = {
    kycStatus: row.status,
    amlStatus: row.amlStatus,
    riskLevel: row.riskLevel,
    redFlag: row.redFlag,
    nationality: row.nationality,
    idType: row.idType,
    possibleDuplicate: duplicates > 0,
    openMonitoringAlert: alert > 0,
    birthDate: row.birthDate,
    createdAt: row.createdAt,
  };
  return { row, facts };
}

export interface CaseRouting {
  submissionId: string;
  /** Where the case is, as written when it entered the index. */
  stored: {
    queueId: string | null;
    routedVersion: number | null;
    routedRuleId: string | null;
    dueAt: Date | null;
  };
  /** What the published rules say of it now. */
  now: Routing & { version: number | null; queueId: string | null; usedDefault: boolean };
}

export async function explainCase(submissionId: string, at = new Date()): Promise<CaseRouting | null> {
  const found = await factsOf(submissionId);
  if (!found) return null;
  const context = await readRoutingContext(db());
  const routing = route(usableRules(context), found.facts, at);
  const { row } = found;
  return {
    submissionId,
    stored: {
      queueId: row.queueId,
      routedVersion: row.routedVersion,
      routedRuleId: row.routedRuleId,
      dueAt: row.dueAt,
    },
    now: {
      ...routing,
      version: context.version,
      queueId: routing.queueId ?? context.defaultQueueId,
      usedDefault: routing.queueId === null,
    },
  };
}

export async function fetchRoutingPage(caseId: string | null) {
  const [draft, latest, queues, pointer, explained] = await Promise.all([
    readDraft(db()),
    latestRules(db()),
    db().queue.findMany({ select: { id: true, name: true, archived: true }, orderBy: { name: "asc" } }),
    db().defaultQueue.findUnique({ where: { id: defaultQueueKey } }),
    caseId ? explainCase(caseId) : Promise.resolve(null),
  ]);
  const publisher = latest
    ? await db().reviewer.findUnique({ where: { id: latest.publishedById }, select: { name: true } })
    : null;
  return {
    draft,
    hasDraft: draft.updatedAt !== null,
    shadowed: shadowedBy(draft.rules),
    latest: latest && {
      version: latest.version,
      rules: latest.rules.length,
      publishedAt: latest.publishedAt,
      by: publisher?.name ?? null,
    },
    queues,
    defaultQueueId: pointer?.queueId ?? null,
    explained,
  };
}
export type RoutingPage = Awaited<ReturnType<typeof fetchRoutingPage>>;
