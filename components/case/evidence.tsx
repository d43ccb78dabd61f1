"use client";
// The evidence a decision rests on: the ID photo and the selfie side by side with linked zoom
// and pan, a rotation each, and a full-screen viewer driven by the keyboard.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { EvidenceImage } from "./evidence-image";
import { FullScreenEvidence } from "./full-screen-evidence";
import { clampZoom, initialView, type View } from "./view-transform";

export interface EvidenceItem {
  key: string;
  label: string;
  src: string | null;
  /** Why there is no image to show (no selfie before step 2). */
  missing?: string;
}

const button =
  "rounded border border-slate-300 bg-white px-2 py-0.5 text-sm hover:bg-slate-50 disabled:opacity-50";

export function Evidence({ items }: { items: EvidenceItem[] }) {
  const t = useTranslations("evidence");
  const [view, setView] = useState<View>(initialView);
  const [rotations, setRotations] = useState<Record<string, number>>({});
  const [full, setFull] = useState(false);
  const rotate = (key: string) => setRotations((r) => ({ ...r, [key]: ((r[key] ?? 0) + 90) % 360 }));
  const zoom = (factor: number) =>
    setView((v) => {
      const z = clampZoom(v.zoom * factor);
      return z === 1 ? initialView : { ...v, zoom: z };
    });
  return (
    <section aria-labelledby="evidence-heading" className="rounded-lg border border-slate-200 bg-white p-2">
      <div className="flex flex-wrap items-center justify-between gap-2 px-1 pb-2 text-sm">
        <h2 id="evidence-heading" className="text-base font-semibold">
          {t("heading")}
        </h2>
        <span className="flex items-center gap-1" role="group" aria-label={t("zoomBoth")}>
          <button
            type="button"
            className={button}
            onClick={() => zoom(1 / 1.25)}
            disabled={view.zoom === 1}
            aria-label={t("zoomOutBoth")}
          >
            −
          </button>
          <span className="w-12 text-center tabular-nums" aria-live="polite">
            {Math.round(view.zoom * 100)}%
          </span>
          <button
            type="button"
            className={button}
            onClick={() => zoom(1.25)}
            disabled={view.zoom === 8}
            aria-label={t("zoomInBoth")}
          >
            +
          </button>
          <button type="button" className={button} onClick={() => (setView(initialView), setRotations({}))}>
            {t("reset")}
          </button>
          <button type="button" className={button} onClick={() => setFull(true)}>
            {t("fullScreen")}
          </button>
        </span>
      </div>
      <div className="grid grid-cols-2 gap-2">
        {items.map((item) => (
          <figure key={item.key} className="min-w-0">
            <figcaption className="flex items-center justify-between px-1 pb-1 text-sm">
              <span className="font-medium">{item.label}</span>
              {item.src && (
                <button
                  type="button"
                  className={button}
                  onClick={() => rotate(item.key)}
                  aria-label={t("rotate", { label: item.label })}
                >
                  ⟳ 90°
                </button>
              )}
            </figcaption>
            {item.src ? (
              <EvidenceImage
                src={item.src}
                label={item.label}
                view={view}
                rotation={rotations[item.key] ?? 0}
                onPan={(x, y) => setView((v) => ({ ...v, x, y }))}
              />
            ) : (
              <p className="flex h-80 items-center rounded border border-dashed border-slate-300 p-4 text-sm text-slate-600">
                {item.missing}
              </p>
            )}
          </figure>
        ))}
      </div>
      {full && (
        <FullScreenEvidence
          items={items}
          view={view}
          rotations={rotations}
          onView={setView}
          onRotate={() => items.forEach((i) => rotate(i.key))}
          onClose={() => setFull(false)}
        />
      )}
    </section>
  );
}
