// The interface's `aml` block from a stored screening (docs/aml.md, "Outcome"):
//   no screening stored            → currentstatus and risk_level_summary "Not Screened"
//   screened, no list loaded       → the same, with screened_at
//   screened, no match             → no currentstatus, risk_level_summary "Low", no matches
//                                    (the interface has matches only for a Red Flag)
//   screened, matches              → "Red Flag", the gravest risk, one match per listed entry
// Beyond resource_id (the only published field) a match carries what a reviewer needs.
import type { AmlMatch, AmlOutcome } from "../../common/kyc-api/schemas";
import type { ScoreFeature } from "./match-score";
import type { Screening } from "./screening";
import type { PreviousResult, StoredMatch, StoredScreening } from "./screening-store";

export const notScreened: AmlOutcome = { risk_level_summary: "Not Screened", currentstatus: "Not Screened" };

const signed = (n: number) => (n >= 0 ? `+${n}` : String(n));

const EFFECT = { confirms: ", confirms", disagrees: ", disagrees", none: ", no effect" } as const;

/** One line per feature, e.g. "date of birth +5, confirms: matches the listed date of birth 1961-05-05". */
export function featureLine(f: ScoreFeature): string {
  return f.factor === "name"
    ? `name similarity ${f.points}: ${f.detail}`
    : `${f.factor.replace(/_/g, " ")} ${signed(f.points)}${f.effect ? EFFECT[f.effect] : ""}: ${f.detail}`;
}

export function amlMatch(m: StoredMatch): AmlMatch {
  return {
    resource_id: m.resourceId,
    score: m.score,
    ...(m.risk ? { risk_level: m.risk.level, risk_reason: m.risk.reason } : {}),
    matched_name: m.matchedName,
    matched_name_kind: m.matchedNameKind,
    screened_as: m.screenedAs,
    listed_name: m.entry.primaryName,
    list_entry_id: m.entry.externalId,
    list: m.list.name,
    list_version: m.list.versionDate,
    list_category: m.list.category,
    ...(m.entry.fingerprint ? { list_entry_version: m.entry.fingerprint } : {}),
    programmes: m.entry.programmes,
    listed_dates_of_birth: m.entry.datesOfBirth.map((d) => d.text),
    listed_nationalities: m.entry.nationalities,
    ...(m.entry.gender ? { listed_gender: m.entry.gender } : {}),
    features: m.features.map(featureLine),
  };
}

export function amlOutcome(screening: StoredScreening | null): AmlOutcome {
  if (!screening) return notScreened;
  const screened = {
    screened_at: screening.screenedAt.toISOString(),
    threshold: screening.threshold,
    lists: screening.lists.map((l) => `${l.name} ${l.versionDate}`),
  };
  if (screening.status === "Not Screened") return { ...notScreened, ...screened };
  const previous = screening.previous ? { previous: previousOutcome(screening.previous) } : {};
  if (!screening.status) return { risk_level_summary: screening.riskLevel, ...screened, ...previous };
  return {
    currentstatus: screening.status,
    risk_level_summary: screening.riskLevel,
    matches: screening.matches.map(amlMatch),
    ...screened,
    ...previous,
  };
}

/** The result before the last change, in the same shape (an addition of this service). */
function previousOutcome(p: PreviousResult) {
  return {
    ...(p.status ? { currentstatus: p.status } : {}),
    risk_level_summary: p.riskLevel,
    lists: p.lists.map((l) => `${l.name} ${l.versionDate}`),
    ...(p.matches.length ? { matches: p.matches.map(amlMatch) } : {}),
  };
}

/** The Submission columns list records carry (status empty when screened without a match). */
export function amlSummaryColumns(screening: Pick<Screening, "status" | "riskLevel" | "screenedAt"> | null): {
  amlStatus: string | null;
  amlRiskLevel: string | null;
  amlChangedAt: Date | null;
} {
  return screening
    ? {
        amlStatus: screening.status ?? "",
        amlRiskLevel: screening.riskLevel,
        amlChangedAt: screening.screenedAt,
      }
    : { amlStatus: null, amlRiskLevel: null, amlChangedAt: null };
}

/** The `aml` of a list record, from the summary columns; undefined when never screened. */
export function amlSummary(row: {
  amlStatus: string | null;
  amlRiskLevel: string | null;
  amlChangedAt: Date | null;
}): AmlOutcome | undefined {
  if (!row.amlRiskLevel) return undefined;
  return {
    ...(row.amlStatus ? { currentstatus: row.amlStatus as AmlOutcome["currentstatus"] } : {}),
    risk_level_summary: row.amlRiskLevel as AmlOutcome["risk_level_summary"],
    // An addition of this service (docs/vendor-differences.md): when the result last changed.
    ...(row.amlChangedAt ? { changed_at: row.amlChangedAt.toISOString() } : {}),
  };
}
