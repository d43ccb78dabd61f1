"use client";
// An AML report PDF rendered inline with react-pdf. The pdf.js worker is a file of this
// app (bundled from pdfjs-dist), never a CDN: the dashboard may run without the internet.
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Document, Page, pdfjs } from "react-pdf";
import "react-pdf/dist/Page/TextLayer.css";
import "react-pdf/dist/Page/AnnotationLayer.css";
import { failureMessageFor } from "@/lib/error-response";

pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  "pdfjs-dist/build/pdf.worker.min.mjs",
  import.meta.url,
).toString();

export default function PdfReport({ src, title }: { src: string; title: string }) {
  const t = useTranslations("case.aml");
  const [pages, setPages] = useState(0);
  const [failed, setFailed] = useState<string | null>(null);
  // Pages are drawn at the column's width, so the report never scrolls sideways.
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(Math.max(200, element.clientWidth - 16)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  async function onError() {
    const text = await failureMessageFor(src);
    setFailed(text ?? t("reportFailed"));
  }

  if (failed)
    return (
      <p role="alert" className="rounded bg-rose-50 p-3 text-sm text-rose-900">
        {failed}
      </p>
    );
  return (
    // Focusable: the report scrolls inside this box, and keyboard users must reach it (axe).
    <div
      ref={box}
      aria-label={title}
      role="document"
      tabIndex={0}
      className="max-h-[40rem] overflow-y-auto overflow-x-hidden rounded border border-slate-200 bg-slate-100 p-2 focus:outline-none focus:ring-2 focus:ring-sky-600"
    >
      <Document
        file={src}
        onLoadSuccess={(pdf) => setPages(pdf.numPages)}
        onLoadError={onError}
        loading={<p className="p-4 text-sm text-slate-600">{t("reportLoading")}</p>}
      >
        {Array.from({ length: pages }, (_, i) => (
          <Page key={i} pageNumber={i + 1} width={width || undefined} className="mx-auto mb-2 shadow" />
        ))}
      </Document>
      {pages > 0 && (
        <p className="sr-only" data-testid="pdf-pages">
          {t("pagesShown", { count: pages })}
        </p>
      )}
    </div>
  );
}
