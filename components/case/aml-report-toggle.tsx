"use client";
// Shows a match's AML report inline on demand (the PDF is fetched only when asked for).
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";

const PdfReport = dynamic(() => import("./pdf-report"), { ssr: false, loading: () => <ViewerLoading /> });

function ViewerLoading() {
  const t = useTranslations("case.aml");
  return <p className="p-4 text-sm text-slate-600">{t("viewerLoading")}</p>;
}

export function AmlReportToggle({ resourceId, submissionId }: { resourceId: string; submissionId: string }) {
  const t = useTranslations("case.aml");
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const base = `/api/aml-reports/${encodeURIComponent(resourceId)}?submission=${encodeURIComponent(submissionId)}`;
  return (
    <div className="space-y-2">
      <div className="flex gap-3 text-sm">
        <button
          type="button"
          onClick={() => setOpen((o) => !o)}
          disabled={!hydrated}
          aria-expanded={open}
          className="rounded border border-slate-300 bg-white px-2 py-1 hover:bg-slate-50"
        >
          {open ? t("hideReport") : t("viewReport")}
        </button>
        <a
          href={`${base}&download=1`}
          download
          className="px-2 py-1 text-sky-800 underline-offset-2 hover:underline"
        >
          {t("downloadPdf")}
        </a>
      </div>
      {open && <PdfReport src={base} title={t("reportTitle", { id: resourceId })} />}
    </div>
  );
}
