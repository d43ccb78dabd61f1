"use client";
// The queue's badges: a case's status, a duplicate awaiting resolution, its AML result. Words
// from the catalogues (useValueWords); colours never carry the meaning alone.
import { useTranslations } from "next-intl";
import { useValueWords } from "@/components/i18n/use-value-words";

const statusStyles: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-emerald-100 text-emerald-900",
  rejected: "bg-rose-100 text-rose-900",
  incomplete: "bg-slate-200 text-slate-800",
};

export function StatusBadge({ status }: { status: string }) {
  const words = useValueWords();
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs font-medium ${statusStyles[status] ?? statusStyles.incomplete}`}
    >
      {words.status(status)}
    </span>
  );
}

/** A possible-duplicate group awaiting a resolution: approval waits for it (docs/duplicates.md). */
export function DuplicateBadge({ state }: { state: "open" | "escalated" | null }) {
  const t = useTranslations("values.duplicate");
  if (!state) return null;
  const style = state === "escalated" ? "bg-rose-100 text-rose-900" : "bg-violet-100 text-violet-900";
  return (
    <span title={t(`${state}Title`)} className={`rounded px-2 py-0.5 text-xs font-medium ${style}`}>
      {t(state)}
    </span>
  );
}

/** AML status with its risk level; an absent status means the upstream did not say. */
export function AmlBadge({ status, risk }: { status: string | null; risk: string | null }) {
  const words = useValueWords();
  if (!status) return <span className="text-slate-400">—</span>;
  if (status === "Not Screened")
    return <span className="text-xs text-slate-600">{words.amlBadge(status)}</span>;
  const flagged = status === "Red Flag";
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs font-medium ${flagged ? "bg-rose-100 text-rose-900" : "bg-slate-100 text-slate-700"}`}
    >
      {words.amlBadge(status)}
      {risk && risk !== "Not Screened" ? ` · ${words.risk(risk)}` : ""}
    </span>
  );
}
