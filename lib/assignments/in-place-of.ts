// Acting on a case someone else holds asks first. The decision form shows the holder and a box
// to tick; ticking it sends that holder's id. The server checks again when the decision
// arrives, so a colleague who claimed the case after the page was drawn is not overridden
// silently: the reviewer is asked about the person who holds it now.
import "server-only";
import { refusal } from "../actions/refusal";
import { holdersOf, type Holder } from "./queries";

/** The holder the actor decides in place of (null: nobody else holds it); refuses if not confirmed. */
export async function confirmInPlaceOf(
  submissionId: string,
  actorId: string,
  confirmedHolderId: string | undefined,
): Promise<Holder | null> {
  const holder = (await holdersOf([submissionId]))[submissionId] ?? null;
  if (!holder || holder.id === actorId) return null;
  // Shown at the form's "decide in their place" box, in the reader's language.
  if (confirmedHolderId !== holder.id)
    throw refusal("decision.refusals.heldByOther", { name: holder.name }, { field: "inPlaceOf" });
  return holder;
}
