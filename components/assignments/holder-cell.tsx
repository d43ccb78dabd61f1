// Who holds a case, as the queue shows it: "You", a reviewer's name, or nobody.
import { useTranslations } from "next-intl";
import type { SubmissionRow } from "@/lib/queue/rows";

export function HolderCell({ row, me }: { row: Pick<SubmissionRow, "holder" | "holderId">; me: string }) {
  const t = useTranslations("values.holder");
  if (!row.holderId) return <span className="text-slate-500">{t("nobody")}</span>;
  if (row.holderId === me) return <span className="font-medium text-emerald-800">{t("you")}</span>;
  return <span>{row.holder}</span>;
}
