import { useTranslations } from "next-intl";
import { isKycResult } from "@/lib/i18n/value-keys";

const styles: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-emerald-100 text-emerald-900",
  rejected: "bg-rose-100 text-rose-900",
};

/** The case's status in words, as a badge. */
export function CaseStatus({ status }: { status: string }) {
  const t = useTranslations("values.statusLong");
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs font-medium ${styles[status] ?? "bg-slate-200 text-slate-800"}`}
    >
      {isKycResult(status) ? t(status) : status}
    </span>
  );
}
