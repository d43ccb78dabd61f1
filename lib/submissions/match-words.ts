// An AML match's values in the reader's words: its risk level, the kind of name that matched,
// the list's category, and the risk's reason. The embedded KYC service writes the reason as one
// English sentence (kyc-service/aml/risk-band.ts); its four forms are read back into a Message
// here, so a Korean reader reads it in Korean. A reason in any other form (another service's) is
// shown as it came, marked as the service's English text. Pure and browser-safe.
import { message, sayMessage, type Message, type Say } from "../actions/message";
import { isRisk, riskKeys } from "../i18n/value-keys";

const kinds = ["primary", "alias"] as const;
const categories = ["sanctions", "pep", "watchlist"] as const;
const evidence = {
  "date of birth": "dateOfBirth",
  "birth year": "birthYear",
  nationality: "nationality",
  gender: "gender",
} as const;
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

const level = (text: string): Message[] | undefined =>
  isRisk(text) ? [message(`values.risk.${riskKeys[text]}`)] : undefined;
const factors = (text: string): Message[] | undefined => {
  const named = text.split(" and ");
  return named.every((n) => Object.hasOwn(evidence, n))
    ? named.map((n) => message(`values.riskEvidence.${evidence[n as keyof typeof evidence]}`))
    : undefined;
};

/** The service's risk reason as a Message, or undefined when it is in no form we know. */
export function riskReasonMessage(reason: string): Message | undefined {
  const head = /^(High|Medium|Low): (.+)$/.exec(reason);
  const said = head && level(head[1]!);
  if (!head || !said) return undefined;
  const rest = head[2]!;
  const ceiling = /^the most a match on a (\w+) list can be$/.exec(rest);
  if (ceiling)
    return isOneOf(categories, ceiling[1]!)
      ? message("values.riskReason.ceiling", {
          level: said,
          category: [message(`values.listCategory.${ceiling[1]}`)],
        })
      : undefined;
  const disagree = /^the (.+) (disagrees|disagree)$/.exec(rest);
  const disagreeing = disagree && factors(disagree[1]!);
  if (disagreeing)
    return message(disagreeing.length > 1 ? "values.riskReason.disagree" : "values.riskReason.disagrees", {
      level: said,
      factors: disagreeing,
    });
  const agree = /^the name and the (.+) agree$/.exec(rest);
  const agreeing = agree && factors(agree[1]!);
  if (agreeing) return message("values.riskReason.agree", { level: said, factors: agreeing });
  if (rest === "the name agrees and nothing disagrees")
    return message("values.riskReason.nameOnly", { level: said });
  if (rest === "the name agrees and nothing disagrees, but no date of birth confirms it")
    return message("values.riskReason.nameOnlyNoDateOfBirth", { level: said });
  return undefined;
}

/** A match field's value in the reader's words; `english` when it is the service's own text. */
export function matchValueWords(
  key: string,
  value: unknown,
  say: Say,
  locale: string,
): { text: string; english?: true } | undefined {
  if (typeof value !== "string") return undefined;
  if (key === "risk_level" && isRisk(value)) return { text: say(`values.risk.${riskKeys[value]}`) };
  if (key === "matched_name_kind" && isOneOf(kinds, value))
    return { text: say(`values.matchNameKind.${value}`) };
  if (key === "list_category" && isOneOf(categories, value))
    return { text: say(`values.listCategory.${value}`) };
  if (key === "risk_reason") {
    const reason = riskReasonMessage(value);
    return reason ? { text: sayMessage(say, reason, locale) } : { text: value, english: true };
  }
  return undefined;
}
