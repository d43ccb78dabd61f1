// The queue's Due cell, on one line (rows have a fixed height): how long until the case is due,
// or "⚠ Overdue by …" in words, so lateness never rests on colour alone (below 1024 px just
// "⚠ Overdue", so the e-mail keeps its room); the moment it is due, in the reader's zone and
// in UTC, is in the tooltip and on the case page. A closed case has no due time.
import { useTimeZone, useTranslations } from "next-intl";
import { useValueWords } from "@/components/i18n/use-value-words";
import { dueAt, dueWords, formatSpan, isOverdue, type DueCase, type DueRule } from "@/lib/queue/deadline";
import { formatUtc } from "@/lib/time";

export function DueCell({ due, rule, now }: { due: DueCase; rule: DueRule; now: number }) {
  const t = useTranslations("queue.columns");
  const words = useValueWords();
  const timeZone = useTimeZone() ?? "UTC";
  if (!due.open) return <span className="text-slate-400">—</span>;
  const at = new Date(dueAt(due, rule));
  const local = formatUtc(at, { local: { locale: words.locale, timeZone } });
  const utc = formatUtc(at);
  const when = local === utc ? utc : `${local} (${utc})`;
  const standing = dueWords(due, rule, now, words.span);
  return (
    <span title={t("dueAt", { time: when, words: standing })}>
      {isOverdue(due, rule, now) ? (
        <OverdueMark by={formatSpan(now - at.getTime(), words.span)} compact />
      ) : (
        standing
      )}
    </span>
  );
}

/** "⚠ Overdue by 3 h", marked in words and colour; `compact`: the lateness only from 1024 px. */
export function OverdueMark({ by, compact = false }: { by: string; compact?: boolean }) {
  const t = useTranslations("queue.columns");
  return (
    <span className="rounded bg-rose-100 px-1 text-xs font-semibold text-rose-900">
      <span aria-hidden="true">⚠ </span>
      {t.rich("overdueMark", {
        span: by,
        wide: (chunks) => <span className={compact ? "hidden lg:inline" : undefined}>{chunks}</span>,
      })}
    </span>
  );
}
