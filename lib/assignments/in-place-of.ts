// Acting on a case someone else holds asks first. The decision form shows the holder and a box
// to tick; ticking it sends that holder's id. The server checks again when the decision
// arrives, so a colleague who claimed the case after the page was drawn is not overridden
// silently: the reviewer is asked about the person who holds it now.
import "server-only";
import { SafeError } from "../actions/result";
import { holdersOf, type Holder } from "./queries";

export const inPlaceOfQuestion = "Tick “Decide in their place” to decide it anyway, or leave it to them.";
export const heldByOther = (name: string) => `${name} holds this case. ${inPlaceOfQuestion}`;

/** The holder the actor decides in place of (null: nobody else holds it); refuses if not confirmed. */
export async function confirmInPlaceOf(
  submissionId: string,
  actorId: string,
  confirmedHolderId: string | undefined,
): Promise<Holder | null> {
  const holder = (await holdersOf([submissionId]))[submissionId] ?? null;
  if (!holder || holder.id === actorId) return null;
  if (confirmedHolderId !== holder.id) throw new SafeError(heldByOther(holder.name));
  return holder;
}
