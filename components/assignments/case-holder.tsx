// Who holds this case, on the case page, with claim and release (the holder read by the case
// loader); a decided case shows no holder (its assignment has ended).
import { can } from "@/lib/auth/permissions";
import type { Actor } from "@/lib/auth/actor";
import type { Holder } from "@/lib/assignments/queries";
import { CaseHolderControls } from "./case-holder-controls";

export function CaseHolder({
  submissionId,
  holder,
  actor,
  open,
}: {
  submissionId: string;
  holder: Holder | null;
  actor: Actor;
  open: boolean;
}) {
  if (!open) return null;
  return (
    <CaseHolderControls
      submissionId={submissionId}
      holder={holder}
      me={actor.id}
      mayRelease={!!holder && (holder.id === actor.id || can(actor.role, "assignments:manage"))}
    />
  );
}
