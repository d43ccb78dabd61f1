// Routing rules as zod schemas: what a manager may write, checked the same way in the browser's
// rule editor and in the server action that saves it. Browser-safe and pure. Every message is a
// key of the catalogues' `validation` section, typed as a plain string here (the keys are
// added to messages/*.json with the editor), so the wrapper says them in the reader's language.
import { kycResults, idTypes } from "../../common/kyc-api/primitives";
import { AmlRiskLevel, AmlStatus } from "../../common/kyc-api/submissions";
import { z } from "../../common/zod";
import { nationalityCode } from "./nationality";

const key = (k: string) => `validation.${k}`;

export const stringFields = ["kycStatus", "amlStatus", "riskLevel", "nationality", "idType"] as const;
export const booleanFields = ["redFlag", "possibleDuplicate", "openMonitoringAlert"] as const;
export const numberFields = ["age", "waitedHours"] as const;
export type StringField = (typeof stringFields)[number];
export type BooleanField = (typeof booleanFields)[number];
export type NumberField = (typeof numberFields)[number];
export type Field = StringField | BooleanField | NumberField;

/**
 * The values the interface allows for a field, as the case index stores them (the record's
 * `kyc.result`, `aml.currentstatus`, `aml.risk_level_summary`, `data.idType`). Nationality has
 * no such list here: any country of common/countries.
 */
export const closedValues: Readonly<Record<Exclude<StringField, "nationality">, readonly string[]>> = {
  kycStatus: kycResults,
  amlStatus: AmlStatus.options,
  riskLevel: AmlRiskLevel.options,
  idType: idTypes,
};

/** The largest value each numeric field may be compared with (both start at 0). */
export const numberLimits: Readonly<Record<NumberField, number>> = { age: 150, waitedHours: 10_000 };

const text = (message: string) => z.string({ error: message }).trim();
const oneOf = (values: readonly string[], message: string) =>
  text(message).pipe(z.enum(values as [string, ...string[]], { error: message }));

const valueSchemas: Record<StringField, z.ZodType<string, string>> = {
  kycStatus: oneOf(closedValues.kycStatus, key("routingKycStatus")),
  amlStatus: oneOf(closedValues.amlStatus, key("routingAmlStatus")),
  riskLevel: oneOf(closedValues.riskLevel, key("routingRiskLevel")),
  idType: oneOf(closedValues.idType, key("routingIdType")),
  // Stored as alpha-3, the form the index keeps (nationality.ts); "KR" and "KOR" are one value.
  nationality: z.string({ error: key("routingNationality") }).transform((code, ctx) => {
    const alpha3 = nationalityCode(code);
    if (alpha3) return alpha3;
    ctx.addIssue({ code: "custom", message: key("routingNationality") });
    return z.NEVER;
  }),
};

const unique = (values: string[]) => [...new Set(values)];

const stringCondition = <F extends StringField>(field: F) =>
  z.object({
    field: z.literal(field),
    op: z.enum(["in", "not_in"], { error: key("routingOperator") }),
    values: z
      .array(valueSchemas[field], { error: key("routingValues") })
      .min(1, key("routingValues"))
      .max(50, key("routingValues"))
      .transform(unique),
  });

const booleanCondition = <F extends BooleanField>(field: F) =>
  z.object({
    field: z.literal(field),
    op: z.literal("is", { error: key("routingOperator") }),
    value: z.boolean({ error: key("routingBoolean") }),
  });

const numberCondition = <F extends NumberField>(field: F, message: string) =>
  z.object({
    field: z.literal(field),
    op: z.enum(["at_least", "below"], { error: key("routingOperator") }),
    value: z.number({ error: message }).int(message).min(0, message).max(numberLimits[field], message),
  });

export const Condition = z.discriminatedUnion(
  "field",
  [
    stringCondition("kycStatus"),
    stringCondition("amlStatus"),
    stringCondition("riskLevel"),
    stringCondition("nationality"),
    stringCondition("idType"),
    booleanCondition("redFlag"),
    booleanCondition("possibleDuplicate"),
    booleanCondition("openMonitoringAlert"),
    numberCondition("age", key("routingAge")),
    numberCondition("waitedHours", key("routingWaitedHours")),
  ],
  { error: key("routingField") },
);
export type Condition = z.infer<typeof Condition>;
export type StringCondition = Extract<Condition, { field: StringField }>;
export type BooleanCondition = Extract<Condition, { field: BooleanField }>;
export type NumberCondition = Extract<Condition, { field: NumberField }>;

export const Rule = z.object(
  {
    id: z
      .string({ error: key("routingRuleId") })
      .min(1, key("routingRuleId"))
      .max(100, key("routingRuleId")),
    name: text(key("routingRuleName")).min(1, key("routingRuleName")).max(100, key("routingRuleName")),
    queueId: text(key("routingQueue")).min(1, key("routingQueue")).max(100, key("routingQueue")),
    match: z.enum(["all", "any"], { error: key("routingMatch") }),
    conditions: z
      .array(Condition, { error: key("routingConditions") })
      .min(1, key("routingConditions"))
      .max(20, key("routingConditions")),
  },
  { error: key("wrongType") },
);
export type Rule = z.infer<typeof Rule>;

/** The rules in order (the first that matches wins), each id and each name used once. */
export const RuleSet = z
  .array(Rule, { error: key("wrongType") })
  .max(100, key("routingRules"))
  .superRefine((rules, ctx) => {
    const ids = new Set<string>();
    const names = new Set<string>();
    rules.forEach((rule, index) => {
      if (ids.has(rule.id))
        ctx.addIssue({ code: "custom", path: [index, "id"], message: key("routingRuleIdTaken") });
      // Exactly as typed, as queue names are compared: "High risk" and "high risk" are two names.
      if (names.has(rule.name))
        ctx.addIssue({ code: "custom", path: [index, "name"], message: key("routingRuleNameTaken") });
      ids.add(rule.id);
      names.add(rule.name);
    });
  });
export type RuleSet = z.infer<typeof RuleSet>;
