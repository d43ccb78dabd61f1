"use client";
// A routing condition in the reader's words ("AML risk level is one of High"), and a value the
// case had, for the rule list and "Why is this case here?".
import { useTranslations } from "next-intl";
import { useValueWords } from "@/components/i18n/use-value-words";
import type { FactValue } from "@/lib/routing/facts";
import type { Condition, Field } from "@/lib/routing/rules";

export function useFactWords() {
  const t = useTranslations("routing");
  const words = useValueWords();
  const value = (field: Field, v: FactValue): string => {
    if (v === null) return t("values.unknown");
    if (typeof v === "boolean") return v ? t("values.yes") : t("values.no");
    if (typeof v === "number")
      return field === "age" ? t("values.years", { n: v }) : t("values.hours", { n: v });
    switch (field) {
      case "kycStatus":
        return words.status(v);
      case "amlStatus":
        return words.amlOption(v);
      case "riskLevel":
        return words.risk(v);
      case "idType":
        return words.idType(v);
      case "nationality":
        return words.country(v);
      default:
        return v;
    }
  };
  return { value, field: (f: Field) => t(`fields.${f}`) };
}

export function ConditionWords({ condition }: { condition: Condition }) {
  const t = useTranslations("routing.ops");
  const words = useFactWords();
  const field = words.field(condition.field);
  if ("values" in condition)
    return (
      <>
        {t(condition.op, {
          field,
          values: condition.values.map((v) => words.value(condition.field, v)).join(", "),
        })}
      </>
    );
  if (condition.op === "is") return <>{t(condition.value ? "is_yes" : "is_no", { field })}</>;
  return <>{t(condition.op, { field, value: words.value(condition.field, condition.value) })}</>;
}
