// The one server-action wrapper: session -> zod -> permission -> run -> audit. Every mutation
// goes through it, so none can forget a check or its audit event (AGENTS.md). Its answers
// are in the reader's language (lib/actions/refusal.ts); the audit log's reasons stay English.
import "server-only";
import { randomUUID } from "node:crypto";
import { unstable_rethrow } from "next/navigation";
import type { ZodType } from "zod";
import { recordAudit } from "../audit/record";
import { requestContext } from "../audit/request-context";
import { currentActor, type Actor } from "../auth/session";
import { can, type Permission } from "../auth/permissions";
import { knownHere } from "./known-target";
import { refusalRecord } from "./recorded-refusal";
import { issueText, readerLanguage, readerWords, refusalText } from "./refusal";
import { SafeError, type ActionResult } from "./result";
import { defaultInvalid } from "./words";

interface ActionSpec<I> {
  input: ZodType<I>;
  permission: Permission;
  /** The audit event's action name, e.g. "deletion.request". */
  audit: string;
  /** The audited target (a submission id, a user id) taken from the parsed input. */
  target?: (input: I) => string | undefined;
  /** The reason the person typed, taken from the parsed input. */
  statedReason?: (input: I) => string | undefined;
}

export interface ActionContext {
  actor: Actor;
  requestId: string;
  /** Adds a target or details to this action's audit event (known only while running). */
  note(extra: { target?: string; details?: Record<string, unknown> }): void;
  /**
   * Records this action's success event now, before an upstream call it leads to: the log
   * then reads in the order things happened (an approval before the deletion it causes), and
   * a crash during the call cannot lose it. Later failures are recorded by the step itself.
   */
  recordNow(): Promise<void>;
}

export function action<I, O>(spec: ActionSpec<I>, run: (input: I, ctx: ActionContext) => Promise<O>) {
  return async (raw: unknown): Promise<ActionResult<O>> => {
    const actor = await currentActor();
    const base = { action: spec.audit };
    if (!actor) {
      await recordAudit({ ...base, actor: null, outcome: "failure", reason: "no session" });
      return { ok: false, error: (await readerWords())("forms.refusals.noSession"), signIn: true };
    }
    const parsed = spec.input.safeParse(raw instanceof FormData ? Object.fromEntries(raw) : raw, {
      error: defaultInvalid,
    });
    if (!parsed.success) {
      const say = await readerWords();
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues)
        (fieldErrors[issue.path.join(".") || "form"] ??= []).push(issueText(issue, say));
      await recordAudit({
        ...base,
        actor,
        outcome: "failure",
        reason: "invalid input",
        details: { fields: Object.keys(fieldErrors) },
      });
      return { ok: false, error: say("forms.refusals.invalid"), fieldErrors };
    }
    const input = parsed.data;
    const typedTarget = spec.target?.(input);
    // A refused action keeps the id typed as its target only when it names something here.
    const failedTarget = async (target: string | undefined) =>
      target !== undefined && target === typedTarget && !(await knownHere(target)) ? undefined : target;
    const event = {
      ...base,
      actor,
      target: typedTarget,
      statedReason: spec.statedReason?.(input),
      details: undefined as Record<string, unknown> | undefined,
    };
    if (!can(actor.role, spec.permission)) {
      await recordAudit({
        ...event,
        target: await failedTarget(event.target),
        outcome: "failure",
        reason: `forbidden: needs ${spec.permission}`,
      });
      return { ok: false, error: (await readerWords())("forms.refusals.forbidden") };
    }
    const requestId = (await requestContext()).requestId ?? randomUUID();
    const note: ActionContext["note"] = (extra) => {
      if (extra.target) event.target = extra.target;
      if (extra.details) event.details = { ...event.details, ...extra.details };
    };
    let recorded = false;
    const recordNow = async () => {
      if (recorded) return;
      recorded = true;
      await recordAudit({ ...event, outcome: "success" });
    };
    try {
      const data = await run(input, { actor, requestId, note, recordNow });
      await recordNow();
      return { ok: true, data };
    } catch (error) {
      try {
        unstable_rethrow(error); // redirect()/notFound() inside run: the action succeeded
      } catch (control) {
        await recordNow();
        throw control;
      }
      // Once the success is on record, what failed afterwards is recorded by that step.
      if (error instanceof SafeError) {
        if (!recorded) {
          const { reason, target } = refusalRecord(error, event.target);
          await recordAudit({ ...event, outcome: "failure", reason, target: await failedTarget(target) });
        }
        const { say, locale } = await readerLanguage();
        const text = refusalText(error, say, locale);
        return { ok: false, error: text, ...(error.field ? { fieldErrors: { [error.field]: [text] } } : {}) };
      }
      console.error(`[dashboard] action ${spec.audit} failed (request ${requestId}):`, error);
      await recordAudit({
        ...event,
        target: recorded ? event.target : await failedTarget(event.target),
        outcome: "failure",
        reason: recorded ? "unexpected error after the step was recorded" : "unexpected error",
      });
      return { ok: false, error: (await readerWords())("forms.refusals.unexpected") };
    }
  };
}
