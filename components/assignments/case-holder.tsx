// Who holds this case, on the case page, with claim and release. Reads the dashboard's own
// tables only; a decided case shows no holder (its assignment has ended).
import { can } from "@/lib/auth/permissions";
import type { Actor } from "@/lib/auth/actor";
import { holdersOf } from "@/lib/assignments/queries";
import { CaseHolderControls } from "./case-holder-controls";

export async function CaseHolder({
  submissionId,
  actor,
  open,
}: {
  submissionId: string;
  actor: Actor;
  open: boolean;
}) {
  if (!open) return null;
  const holder = (await holdersOf([submissionId]))[submissionId] ?? null;
  return (
    <CaseHolderControls
      submissionId={submissionId}
      holder={holder}
      me={actor.id}
      mayRelease={!!holder && (holder.id === actor.id || can(actor.role, "assignments:manage"))}
    />
  );
}
