"use server";
// The rule editor's actions (permission queues:manage): add or change a rule of the draft,
// remove one, move one up or down, publish the draft, throw it away. Audit details carry rule
// ids, queue ids, positions and versions; a rule's name is free text a person typed and stays
// in the draft and the published set, never in the chain (docs/accountability.md).
import { randomUUID } from "node:crypto";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { action } from "../actions/action";
import { db } from "../db";
import { RuleForm } from "./rule-form";
import { discardDraft, editDraft, publishDraft } from "./store";

const page = "/admin/routing";
const RuleId = z.object({ ruleId: z.string().trim().min(1).max(100) });

export const saveRoutingRule = action(
  { input: RuleForm, permission: "queues:manage", audit: "routing.save_rule" },
  async ({ id, ...rule }, { actor, note }) => {
    const ruleId = id ?? randomUUID();
    let added = false;
    await editDraft(db(), actor.id, (rules) => {
      const at = rules.findIndex((r) => r.id === ruleId);
      added = at === -1;
      const saved = { ...rule, id: ruleId };
      return added ? [...rules, saved] : rules.map((r, i) => (i === at ? saved : r));
    });
    note({ details: { ruleId, queueId: rule.queueId, added, conditions: rule.conditions.length } });
    revalidatePath(page);
    return { ruleId };
  },
);

export const removeRoutingRule = action(
  { input: RuleId, permission: "queues:manage", audit: "routing.remove_rule" },
  async ({ ruleId }, { actor, note }) => {
    note({ details: { ruleId } });
    await editDraft(db(), actor.id, (rules) => rules.filter((r) => r.id !== ruleId));
    revalidatePath(page);
    return { ruleId };
  },
);

export const moveRoutingRule = action(
  {
    input: RuleId.extend({ direction: z.enum(["up", "down"]) }),
    permission: "queues:manage",
    audit: "routing.move_rule",
  },
  async ({ ruleId, direction }, { actor, note }) => {
    note({ details: { ruleId, direction } });
    await editDraft(db(), actor.id, (rules) => {
      const from = rules.findIndex((r) => r.id === ruleId);
      const to = direction === "up" ? from - 1 : from + 1;
      if (from === -1 || to < 0 || to >= rules.length) return rules;
      const moved = [...rules];
      [moved[from], moved[to]] = [moved[to]!, moved[from]!];
      return moved;
    });
    revalidatePath(page);
    return { ruleId };
  },
);

export const publishRoutingRules = action(
  { input: z.object({}), permission: "queues:manage", audit: "routing.publish" },
  async (_input, { actor, note }) => {
    const published = await publishDraft(db(), actor.id);
    note({ details: published });
    revalidatePath(page);
    return published;
  },
);

export const discardRoutingDraft = action(
  { input: z.object({}), permission: "queues:manage", audit: "routing.discard" },
  async (_input, { note }) => {
    const discarded = await discardDraft(db());
    note({ details: { discarded } });
    revalidatePath(page);
    return { discarded };
  },
);
