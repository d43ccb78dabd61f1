// The names a page of audit events is shown with: reviewers (actors, targets of account events,
// ids in details) and applicants (submission ids as targets or in details, from the case index).
// and what people typed (the erasable texts the events refer to, erasable-text.ts).
// Joined when the page is drawn; the log itself keeps ids and references only.
import "server-only";
import { namesOf } from "../case-index/names";
import { inChunks } from "../database/in-chunks";
import { db } from "../db";
import { isSubmissionId } from "../submissions/submission-id";
import { textsOf } from "./erasable-text";
import type { DisplayNames } from "./readable-detail";
import { detailStrings } from "./readable-detail";
import type { AuditRow } from "./search";

// Events of these kinds name an account or nothing as their target; the rest name a submission.
const targetsAccount = (action: string) => /^(auth|user|audit)\./.test(action);

export async function displayNames(events: readonly AuditRow[]): Promise<DisplayNames> {
  const targets = events.filter((e) => e.targetId && !targetsAccount(e.action)).map((e) => e.targetId!);
  // Short words ("approved", "password") are values, not ids.
  const inDetails = events
    .flatMap((e) => detailStrings(e.detail))
    .filter((s) => s.length >= 8 && isSubmissionId(s));
  const candidates = [
    ...new Set([...events.map((e) => e.actorId), ...events.map((e) => e.targetId), ...inDetails]),
  ].filter((id): id is string => !!id && isSubmissionId(id));
  const [people, applicants, texts] = await Promise.all([
    inChunks(candidates, (part) =>
      db().reviewer.findMany({ where: { id: { in: part } }, select: { id: true, name: true } }),
    ),
    namesOf([...targets, ...inDetails]),
    textsOf(events.map((e) => e.statedReason)),
  ]);
  return {
    reviewers: Object.fromEntries(people.map((p) => [p.id, p.name])),
    applicants,
    // A submission target is linked even when the index no longer has it (a deleted case).
    submissions: new Set([...targets, ...Object.keys(applicants)]),
    texts,
  };
}
