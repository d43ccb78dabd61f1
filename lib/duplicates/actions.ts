"use server";
// Resolving possible duplicates, through the action wrapper: a reviewer resolves a case's
// group ("duplicate.resolve"); a manager settles one escalated as suspected fraud
// ("duplicate.settle"). The reason is the stated reason of the audit event; details hold the
// outcome and its effect, never applicant data.
import { revalidatePath } from "next/cache";
import { refusal } from "@/lib/actions/refusal";
import { SafeError } from "@/lib/actions/result";
import { action } from "@/lib/actions/action";
import { hold } from "@/lib/assignments/hold";
import { holdersOf } from "@/lib/assignments/queries";
import { can } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import { requestDeletion } from "@/lib/deletions/actions";
import { ResolveInput, SettleInput } from "./inputs";
import { claimGroup, escalatedGroup, openGroup, rejectAsDuplicate } from "./resolve";
import { idsOf } from "./store";

const casePath = (id: string) => `/submissions/${encodeURIComponent(id)}`;

const resolveDuplicates = action(
  {
    input: ResolveInput,
    permission: "submissions:decide",
    audit: "duplicate.resolve",
    target: (input) => input.submissionId,
    statedReason: (input) => input.reason,
  },
  async (input, { actor, note }) => {
    const group = await openGroup(input.submissionId);
    const id = input.submissionId;
    if (input.outcome === "suspected_fraud") {
      const manager = await db().reviewer.findUnique({ where: { id: input.managerId ?? "" } });
      if (!manager || manager.disabled || !can(manager.role, "duplicates:settle"))
        throw refusal("duplicates.errors.chooseManager");
      const escalation = { escalatedById: actor.id, escalatedToId: manager.id, escalatedAt: new Date() };
      const undo = await claimGroup(
        id,
        actor,
        { from: "open", to: "escalated", ...input },
        {
          ...escalation,
          escalationReason: input.reason,
        },
      );
      const holder = (await holdersOf([id]))[id];
      const held = await hold(id, manager.id, actor.id, holder?.id).catch(async (error: unknown) => {
        await undo();
        throw error;
      });
      note({ details: { outcome: input.outcome, escalatedTo: manager.id, assigned: held.held } });
    } else if (input.outcome === "duplicate_account" && input.effect === "reject") {
      const undo = await claimGroup(id, actor, { from: "open", to: "resolved", ...input });
      const decision = await rejectAsDuplicate(id, "duplicate_account", input.reason, actor).catch(
        async (error: unknown) => {
          await undo();
          throw error;
        },
      );
      note({ details: { outcome: input.outcome, effect: "rejected", upstream: decision.upstream } });
    } else if (input.outcome === "duplicate_account") {
      const target = input.deleteId ?? "";
      if (target !== id && !idsOf(group.matchIds).includes(target))
        throw refusal("duplicates.errors.chooseDeletion");
      const undo = await claimGroup(id, actor, { from: "open", to: "resolved", ...input });
      const requested = await requestDeletion({
        submissionId: target,
        reason: input.reason,
        legalBasis: input.legalBasis,
      });
      if (!requested.ok) {
        await undo();
        throw new SafeError(requested.error);
      }
      note({ details: { outcome: input.outcome, effect: "deletion_requested", deletionOf: target } });
    } else {
      await claimGroup(id, actor, { from: "open", to: "resolved", ...input });
      note({ details: { outcome: input.outcome } });
    }
    revalidatePath(casePath(id));
    revalidatePath("/duplicates");
    return { status: input.outcome };
  },
);

const settleDuplicates = action(
  {
    input: SettleInput,
    permission: "duplicates:settle",
    audit: "duplicate.settle",
    target: (input) => input.submissionId,
    statedReason: (input) => input.reason,
  },
  async (input, { actor, note }) => {
    const group = await escalatedGroup(input.submissionId);
    const id = input.submissionId;
    const undo = await claimGroup(id, actor, { from: "escalated", to: "resolved", ...input });
    if (input.outcome !== "same_person") {
      const code = input.outcome === "fraud_confirmed" ? "duplicate_fraud" : "duplicate_account";
      await rejectAsDuplicate(id, code, input.reason, actor).catch(async (error: unknown) => {
        await undo({ outcome: group.outcome, reason: group.reason });
        throw error;
      });
    }
    note({ details: { outcome: input.outcome, rejected: input.outcome !== "same_person" } });
    revalidatePath(casePath(id));
    revalidatePath("/duplicates");
    return { status: input.outcome };
  },
);

export async function resolveDuplicatesAction(_previous: unknown, form: FormData) {
  return resolveDuplicates(form);
}

export async function settleDuplicatesAction(_previous: unknown, form: FormData) {
  return settleDuplicates(form);
}
