// Governed false positives: whether a false-positive verdict still stands. It covers one
// applicant and one listed entry at one version; it lapses when
//   - the period has passed (AML_FALSE_POSITIVE_MONTHS, default 12): the hit comes back for review;
//   - the listed entry changed since (names, birth dates, nationalities, programmes: the
//     service's list_entry_version differs): reopened, and the case shows in Monitoring;
//   - the match is High risk and no second reviewer has marked it a false positive too.
// A lapsed false positive counts as no verdict: approval waits for a new one.
import type { AmlMatch } from "../../common/kyc-api/schemas";

export type Standing = "in_force" | "expired" | "entry_changed" | "awaiting_second";

export interface VerdictFacts {
  verdict: string;
  reviewerId: string;
  createdAt: Date;
  entryVersion: string | null;
  riskLevel: string | null;
}

const text = (v: unknown) => (typeof v === "string" && v ? v : null);

/** What a verdict on this match covers, stored with it. */
export function coverageOf(match: AmlMatch) {
  return {
    listVersion: text(match.list_version),
    entryVersion: text(match.list_entry_version),
    riskLevel: text(match.risk_level),
  };
}

/** Verdicts made before this time have expired. */
export function expiryCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * The standing of the newest verdict of `rows` (one match's verdicts, oldest first); only a
 * false positive can lapse. `match` is the match as the service reports it now, if known.
 */
export function standingOf(rows: VerdictFacts[], match: AmlMatch | undefined, cutoff: Date): Standing {
  const newest = rows.at(-1);
  if (!newest || newest.verdict !== "false_positive") return "in_force";
  const current = text(match?.list_entry_version);
  if (newest.entryVersion && current && newest.entryVersion !== current) return "entry_changed";
  if (newest.createdAt < cutoff) return "expired";
  const high = (text(match?.risk_level) ?? newest.riskLevel) === "High";
  if (!high) return "in_force";
  // A second person's false positive on the same version of the entry, itself not expired.
  const second = rows.some(
    (r) =>
      r !== newest &&
      r.verdict === "false_positive" &&
      r.reviewerId !== newest.reviewerId &&
      r.entryVersion === newest.entryVersion &&
      r.createdAt >= cutoff,
  );
  return second ? "in_force" : "awaiting_second";
}
