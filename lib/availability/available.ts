// Whether auto-assignment may hand an account work at an instant (docs/queues.md): not when
// the account is disabled, has paused its assignments, or is inside an out-of-office period.
// Periods are Seoul calendar days, both ends included. Pure: the caller reads the rows.
import { seoulDayOf } from "../deadlines/seoul-calendar";

export interface AccountAvailability {
  disabled: boolean;
  paused: boolean;
  absences: readonly { startsOn: string; endsOn: string }[];
}

export type Unavailable = "disabled" | "paused" | "out_of_office";

/** Why the account is not available at `at`, or null when it is. */
export function unavailableBecause(account: AccountAvailability, at: Date): Unavailable | null {
  if (account.disabled) return "disabled";
  if (account.paused) return "paused";
  const day = seoulDayOf(at);
  // "YYYY-MM-DD" strings order as the days they name.
  if (account.absences.some((a) => a.startsOn <= day && day <= a.endsOn)) return "out_of_office";
  return null;
}

export const isAvailable = (account: AccountAvailability, at: Date) =>
  unavailableBecause(account, at) === null;
