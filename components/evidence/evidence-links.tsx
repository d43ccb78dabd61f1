// Download links of one signed document: the PDF for people, the JSON an auditor verifies.
import { useTranslations } from "next-intl";

const paths = { case_record: "/api/case-records", erasure_receipt: "/api/erasure-receipts" } as const;

export function EvidenceLinks({
  id,
  kind,
  label,
}: {
  id: string;
  kind: keyof typeof paths;
  /** Names the document for screen readers when several are listed. */
  label: string;
}) {
  const t = useTranslations("evidence.links");
  const href = (format: string) => `${paths[kind]}/${encodeURIComponent(id)}?format=${format}`;
  const link = "text-sky-800 underline underline-offset-2 hover:no-underline";
  return (
    <span className="whitespace-nowrap">
      <a href={href("pdf")} download className={link} aria-label={t("pdf", { label })}>
        {t("pdfText")}
      </a>
      {" · "}
      <a href={href("json")} download className={link} aria-label={t("json", { label })}>
        {t("jsonText")}
      </a>
    </span>
  );
}
