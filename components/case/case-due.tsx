// When the case is due, in the case page's header: the deadline by its risk (lib/queue/deadline.ts),
// how long it has waited, and "⚠ Overdue by …" in words while it is still open and late.
import { useLocale, useTimeZone, useTranslations } from "next-intl";
import { useValueWords } from "@/components/i18n/use-value-words";
import { OverdueMark } from "@/components/queue/due-cell";
import { UtcTime } from "@/components/ui/utc-time";
import { dueState, type DueCase, type DueRule } from "@/lib/queue/deadline";

export function CaseDue({ due, rule }: { due: DueCase; rule: DueRule }) {
  const t = useTranslations("case.header");
  const words = useValueWords();
  const local = { locale: useLocale(), timeZone: useTimeZone() ?? "UTC" };
  if (!due.open) return null;
  const s = dueState(due, rule, undefined, words.span);
  return (
    <span data-testid="case-due" className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-1">
      <span>{t("waitingFor", { age: s.age })}</span>
      <span aria-hidden="true">·</span>
      <span>{t.rich("due", { time: () => <UtcTime value={s.at} local={local} /> })}</span>
      {s.late ? <OverdueMark by={s.lateBy} /> : <span>({s.words})</span>}
      <span className="text-slate-500">
        {t(due.redFlag ? "deadlineRedFlag" : "deadline", { hours: s.hours })}
      </span>
    </span>
  );
}
