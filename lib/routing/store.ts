// The one writer of routing rules: the draft a manager edits and the versions published from it
// (docs/queues.md, "Routing"). Published versions are never changed; the highest one routes new
// cases. Each draft edit is a guarded write on the draft's updatedAt (two managers editing at
// once: the second edit is made again on the first's result, never lost), and publishing
// inserts version base+1, whose key refuses a second publish of the same base.
import type { Db } from "../database/dashboard-db";
import { message } from "../actions/message";
import { refusal } from "../actions/refusal";
import type { MessageKey } from "../actions/words";
import { lockQueueChanges, type Tx } from "../queues/escalation";
import { neverMatches, type NeverMatches } from "./never-matches";
import { RuleSet, type Rule } from "./rules";

export const draftKey = "draft";
const limits = { maxWait: 15_000, timeout: 30_000 };
const attempts = 5;

const isCode = (error: unknown, code: string) =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === code;

export interface PublishedRules {
  version: number;
  rules: Rule[];
  publishedAt: Date;
  publishedById: string;
}

/** The rules that route new cases now, or null before the first publish. */
export async function latestRules(db: Db | Tx): Promise<PublishedRules | null> {
  const row = await db.routingRuleSet.findFirst({ orderBy: { version: "desc" } });
  return row ? { ...row, rules: RuleSet.parse(JSON.parse(row.rules)) } : null;
}

export interface Draft {
  rules: Rule[];
  baseVersion: number;
  /** null: no draft is stored; the rules shown are the published ones. */
  updatedAt: Date | null;
  updatedById: string | null;
}

/** The draft, or the published rules to start one from. */
export async function readDraft(db: Db | Tx): Promise<Draft> {
  const row = await db.routingDraft.findUnique({ where: { id: draftKey } });
  if (row)
    return {
      rules: RuleSet.parse(JSON.parse(row.rules)),
      baseVersion: row.baseVersion,
      updatedAt: row.updatedAt,
      updatedById: row.updatedById,
    };
  const latest = await latestRules(db);
  return {
    rules: latest?.rules ?? [],
    baseVersion: latest?.version ?? 0,
    updatedAt: null,
    updatedById: null,
  };
}

/** The rules as RuleSet reads them, or the first thing wrong as a refusal (a name used twice). */
function checkedRules(rules: Rule[]): Rule[] {
  const parsed = RuleSet.safeParse(rules);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.at(-1) === "name" ? "name" : undefined;
  throw refusal(issue.message as MessageKey, {}, { field });
}

/** Why a rule never matches, its field said in the reader's words (routing.fields). */
function neverWords(never: NeverMatches) {
  const { field, ...rest } = never.values ?? {};
  const values =
    field === undefined ? rest : { ...rest, field: [message(`routing.fields.${field}` as MessageKey)] };
  return message(never.key as MessageKey, values);
}

/**
 * Refuses rules that name a queue that is gone or archived, or that can never match. A rule is
 * named by its position: a refusal's English words are kept in the audit log, a name is not.
 */
async function refuseUnusable(db: Db | Tx, rules: readonly Rule[]) {
  const ids = [...new Set(rules.map((r) => r.queueId))];
  const queues = await db.queue.findMany({
    where: { id: { in: ids } },
    select: { id: true, archived: true },
  });
  const usable = new Set(queues.filter((q) => !q.archived).map((q) => q.id));
  for (const [index, rule] of rules.entries()) {
    const position = index + 1;
    if (!usable.has(rule.queueId))
      throw refusal("routing.errors.noQueue", { position }, { field: "queueId" });
    const never = neverMatches(rule);
    if (never)
      throw refusal(
        "routing.errors.neverMatches",
        { position, why: [neverWords(never)] },
        { field: "field0" },
      );
  }
}

/**
 * Changes the draft with `change` (given the current rules, it returns the new ones) as one
 * guarded write; made again on the newer draft when someone else's edit landed in between.
 */
export async function editDraft(db: Db, byId: string, change: (rules: Rule[]) => Rule[]): Promise<Rule[]> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const saved = await db
      .$transaction(async (tx) => {
        // On PostgreSQL edits wait for each other here; the guarded writes below are the guard
        // on any database (and what SQLite, with its one writer, relies on).
        await lockQueueChanges(tx, db);
        const draft = await readDraft(tx);
        const rules = checkedRules(change(draft.rules));
        await refuseUnusable(tx, rules);
        const json = JSON.stringify(rules);
        if (draft.updatedAt === null) {
          // Refused by the key when another manager started the draft meanwhile (caught below).
          await tx.routingDraft.create({
            data: { id: draftKey, rules: json, baseVersion: draft.baseVersion, updatedById: byId },
          });
          return rules;
        }
        const { count } = await tx.routingDraft.updateMany({
          where: { id: draftKey, updatedAt: draft.updatedAt },
          data: { rules: json, updatedById: byId },
        });
        return count === 1 ? rules : null;
      }, limits)
      .catch((error: unknown) => {
        if (isCode(error, "P2002")) return null; // the draft was started meanwhile: edit that one
        throw error;
      });
    if (saved) return saved;
  }
  throw refusal("routing.errors.busy");
}

/** Throws the draft away; the published rules stay as they are. */
export async function discardDraft(db: Db): Promise<boolean> {
  return (await db.routingDraft.deleteMany({ where: { id: draftKey } })).count === 1;
}

/**
 * Publishes the draft as the next version and removes it. Refused when there is no draft, when
 * a version was published after the draft was started (the manager reviews it first), and when
 * a rule names a queue that is gone or archived. Under the queues' lock (escalation.ts), so a
 * queue cannot be archived or deleted between the check and the publish.
 */
export function publishDraft(db: Db, byId: string): Promise<{ version: number; rules: number }> {
  return db
    .$transaction(async (tx) => {
      await lockQueueChanges(tx, db);
      const draft = await tx.routingDraft.findUnique({ where: { id: draftKey } });
      if (!draft) throw refusal("routing.errors.noDraft");
      const latest = await tx.routingRuleSet.findFirst({
        orderBy: { version: "desc" },
        select: { version: true },
      });
      if ((latest?.version ?? 0) !== draft.baseVersion)
        throw refusal("routing.errors.publishedMeanwhile", { version: latest?.version ?? 0 });
      const rules = RuleSet.parse(JSON.parse(draft.rules));
      await refuseUnusable(tx, rules);
      const version = draft.baseVersion + 1;
      await tx.routingRuleSet.create({ data: { version, rules: draft.rules, publishedById: byId } });
      await tx.routingDraft.delete({ where: { id: draftKey } });
      return { version, rules: rules.length };
    }, limits)
    .catch((error: unknown) => {
      if (isCode(error, "P2002")) throw refusal("routing.errors.publishedMeanwhile", { version: 0 });
      throw error;
    });
}

/** Whether the published rules send cases to a queue (it may then be neither deleted nor archived). */
export async function rulesUse(tx: Tx, queueId: string): Promise<boolean> {
  const latest = await latestRules(tx);
  return !!latest?.rules.some((r) => r.queueId === queueId);
}
