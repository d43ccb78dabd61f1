// Giving a case to a reviewer, safe when two dashboards act at once. The submission id is the
// Assignment table's key: taking a free case is an insert that fails if a row appeared
// meanwhile, and taking over names the holder it replaces, so an update that finds another
// holder changes nothing. The caller then sees who holds it instead of silently winning.
import "server-only";
import { refusal } from "../actions/refusal";
import { db } from "../db";
import { holdersOf, type Holder } from "./queries";
import { createHold, endHold, moveHold } from "./write";

export type HoldResult = { held: true } | { held: false; holder: Holder };

const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: string }).code === "P2002";

async function refuseIfDecided(submissionId: string) {
  const decision = await db().decision.findFirst({ where: { submissionId }, select: { outcome: true } });
  if (decision) throw refusal("assignments.errors.decided", { outcome: decision.outcome });
}

async function currentHolder(submissionId: string): Promise<Holder | null> {
  return (await holdersOf([submissionId]))[submissionId] ?? null;
}

/**
 * Gives `submissionId` to `holderId`. `replacing`: undefined takes only a free case; an id
 * takes it over from that holder only (the person confirmed that takeover).
 */
export async function hold(
  submissionId: string,
  holderId: string,
  assignedById: string,
  replacing?: string,
): Promise<HoldResult> {
  await refuseIfDecided(submissionId);
  if (replacing === undefined) {
    try {
      await createHold(submissionId, holderId, assignedById);
      return { held: true };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  } else {
    if (await moveHold(submissionId, holderId, assignedById, replacing)) return { held: true };
  }
  const holder = await currentHolder(submissionId);
  if (!holder) return hold(submissionId, holderId, assignedById); // released meanwhile: try again
  return holder.id === holderId ? { held: true } : { held: false, holder };
}

/** Ends a hold. A reviewer may end only their own; a manager (`anyHolder`) anyone's. */
export async function release(submissionId: string, by: string, anyHolder: boolean): Promise<boolean> {
  const ended = await endHold(submissionId, anyHolder ? undefined : by);
  if (ended === 0) {
    const holder = await currentHolder(submissionId);
    if (holder) throw refusal("assignments.errors.heldBy", { holder: holder.name });
  }
  return ended === 1;
}
