// What a case offers the routing conditions, and the value each condition reads from it. The
// facts come from the case index (and the duplicate and monitoring tables); reading them is the
// caller's work, so this stays pure: the time is a parameter, never the clock.
import { isSeoulDay, seoulDayOf } from "../deadlines/seoul-calendar";
import { nationalityCode } from "./nationality";
import type { Field } from "./rules";

export interface CaseFacts {
  kycStatus: string;
  amlStatus: string | null;
  riskLevel: string | null;
  redFlag: boolean;
  nationality: string | null;
  idType: string | null;
  possibleDuplicate: boolean;
  openMonitoringAlert: boolean;
  /** YYYY-MM-DD, as the applicant gave it. */
  birthDate: string | null;
  /** An ISO instant: when the submission was made. */
  createdAt: string;
}

/** What a condition compares; null when the case does not say (a condition on it never passes). */
export type FactValue = string | number | boolean | null;

const hourMs = 60 * 60 * 1000;

/**
 * Whole years from the birth date to the Seoul day `now` falls on, a birthday counted from its
 * day (born on 29 February, a year older on 1 March in other years). Null for a missing or
 * impossible date and for one after that day.
 */
export function ageOn(birthDate: string | null, now: Date): number | null {
  if (!birthDate || !isSeoulDay(birthDate)) return null;
  const today = seoulDayOf(now);
  if (birthDate > today) return null;
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** Whole hours since the case was made, floored; 0 for a creation time after `now`. */
export function waitedHours(createdAt: string, now: Date): number | null {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return null;
  return Math.max(0, Math.floor((now.getTime() - created) / hourMs));
}

export function factValue(facts: CaseFacts, field: Field, now: Date): FactValue {
  switch (field) {
    case "age":
      return ageOn(facts.birthDate, now);
    case "waitedHours":
      return waitedHours(facts.createdAt, now);
    case "nationality":
      return facts.nationality === null ? null : nationalityCode(facts.nationality);
    default:
      return facts[field];
  }
}
