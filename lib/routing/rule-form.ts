// What the rule editor's form sends, read into a Rule (browser-safe). The form has a fixed
// number of condition rows, each a field, an operator and a value: values of a list separated
// by commas, "is yes" / "is no" as two operators of a yes-or-no field. A row left without a
// field is not a condition. Each message is at the row's field it is about.
import { z } from "zod";
import { invalid } from "../actions/words";
import { booleanFields, Condition, numberFields, type Rule } from "./rules";

export const conditionRows = 4;
export const formOperators = ["in", "not_in", "is_yes", "is_no", "at_least", "below"] as const;
export type FormOperator = (typeof formOperators)[number];

const row = (i: number) => ({
  [`field${i}`]: z.string().trim().max(40).optional(),
  [`op${i}`]: z.string().trim().max(20).optional(),
  [`value${i}`]: z.string().trim().max(2000).optional(),
});

const isBoolean = (field: string) => (booleanFields as readonly string[]).includes(field);
const isNumber = (field: string) => (numberFields as readonly string[]).includes(field);

/** One row of the form as the condition it says, before the condition's own checks. */
function conditionOf(field: string, op: string, value: string): unknown {
  if (isBoolean(field))
    return { field, op: op === "is_yes" || op === "is_no" ? "is" : op, value: op === "is_yes" };
  if (isNumber(field)) return { field, op, value: value === "" ? Number.NaN : Number(value) };
  return {
    field,
    op,
    values: value
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean),
  };
}

export const RuleForm = z
  .object({
    ruleId: z.string().trim().max(100).optional(),
    name: z
      .string({ error: invalid("routingRuleName") })
      .trim()
      .min(1, invalid("routingRuleName"))
      .max(100, invalid("tooLong")),
    queueId: z
      .string({ error: invalid("routingQueue") })
      .trim()
      .min(1, invalid("routingQueue"))
      .max(100),
    match: z.enum(["all", "any"], { error: invalid("routingMatch") }),
    ...(Object.assign({}, ...Array.from({ length: conditionRows }, (_, i) => row(i))) as Record<
      string,
      z.ZodOptional<z.ZodString>
    >),
  })
  .transform((form, ctx): Omit<Rule, "id"> & { id?: string } => {
    const values = form as unknown as Record<string, string | undefined>;
    const conditions: Condition[] = [];
    let refused = false;
    for (let i = 0; i < conditionRows; i++) {
      const field = values[`field${i}`] ?? "";
      if (!field) continue;
      const parsed = Condition.safeParse(
        conditionOf(field, values[`op${i}`] ?? "", values[`value${i}`] ?? ""),
      );
      if (parsed.success) conditions.push(parsed.data);
      else
        for (const issue of parsed.error.issues) {
          refused = true;
          const at =
            issue.path[0] === "op" || issue.path[0] === "field" ? `${issue.path[0]}${i}` : `value${i}`;
          ctx.addIssue({ code: "custom", path: [at], message: issue.message });
        }
    }
    if (conditions.length === 0 && !refused)
      ctx.addIssue({ code: "custom", path: ["field0"], message: invalid("routingConditions") });
    return {
      id: values.ruleId || undefined,
      name: values.name!,
      queueId: values.queueId!,
      match: values.match as Rule["match"],
      conditions,
    };
  });
export type RuleFormInput = z.infer<typeof RuleForm>;

/** A rule as the form's rows: the editor's default values when changing a rule. */
export function formRows(rule: Rule): { field: string; op: FormOperator; value: string }[] {
  return rule.conditions.map((c) => {
    if ("values" in c) return { field: c.field, op: c.op, value: c.values.join(", ") };
    if (c.op === "is") return { field: c.field, op: c.value ? "is_yes" : "is_no", value: "" };
    return { field: c.field, op: c.op, value: String(c.value) };
  });
}
