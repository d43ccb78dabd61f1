// The interface's value words (statuses, ID types, AML statuses and risk levels, countries,
// spans of time) in the reader's language: the one place Client Components get them from.
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useMemo } from "react";
import { countryName } from "@/common/countries/names";
import type { SpanWords } from "@/lib/queue/deadline";
import { sayMessage, type Message, type Say } from "@/lib/actions/message";
import { amlStatusKeys, isAmlStatus, isIdType, isKycResult, isRisk, riskKeys } from "@/lib/i18n/value-keys";

export function useValueWords() {
  const t = useTranslations("values");
  const columns = useTranslations("queue.columns");
  const locale = useLocale();
  return useMemo(() => {
    const span: SpanWords = {
      minutes: (n) => t("span.minutes", { n }),
      hours: (n) => t("span.hours", { n }),
      days: (n) => t("span.days", { n }),
      dueIn: (s) => columns("dueIn", { span: s }),
      overdueBy: (s) => columns("overdueBy", { span: s }),
    };
    return {
      locale,
      span,
      /** The queue's short status ("pending" / "심사 대기"). */
      status: (s: string) => (isKycResult(s) ? t(`status.${s}`) : s),
      /** The status in a sentence ("Waiting for review" / "심사 대기"). */
      statusLong: (s: string) => (isKycResult(s) ? t(`statusLong.${s}`) : s),
      idType: (s: string) => (isIdType(s) ? t(`idType.${s}`) : s),
      /** The AML badge's label ("Red flag"); amlOption the filter's ("Red Flag"). */
      amlBadge: (s: string) => (isAmlStatus(s) ? t(`amlBadge.${amlStatusKeys[s]}`) : s),
      amlOption: (s: string) =>
        s === "No Match" ? t("amlStatus.noMatch") : isAmlStatus(s) ? t(`amlStatus.${amlStatusKeys[s]}`) : s,
      risk: (s: string) => (isRisk(s) ? t(`risk.${riskKeys[s]}`) : s),
      country: (code: string) => countryName(code, locale) ?? code,
    };
  }, [t, columns, locale]);
}

/** The whole catalogue as a `Say` (lib/actions/message.ts), for pure functions that compose words. */
export function useSay(): Say {
  const t = useTranslations();
  return useCallback<Say>((key, values) => t(key, values), [t]);
}

/** A Message (lib/actions/message.ts) in the reader's language, its lists joined in it. */
export function useSayMessage(): (said: Message) => string {
  const say = useSay();
  const locale = useLocale();
  return useCallback((said: Message) => sayMessage(say, said, locale), [say, locale]);
}
