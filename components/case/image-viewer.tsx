"use client";
// One stored image of a submission, loaded lazily through the dashboard's authenticated
// route, with zoom (buttons or wheel), pan (drag when zoomed) and rotation in 90° steps.
import { useTranslations } from "next-intl";
import { useRef, useState, type PointerEvent, type WheelEvent } from "react";
import { failureMessageFor } from "@/lib/error-response";

const clampZoom = (z: number) => Math.min(6, Math.max(1, Math.round(z * 100) / 100));

export function ImageViewer({ src, label }: { src: string; label: string }) {
  const t = useTranslations("evidence");
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [failure, setFailure] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const drag = useRef<{ x: number; y: number } | null>(null);

  function changeZoom(next: number) {
    const z = clampZoom(next);
    setZoom(z);
    if (z === 1) setOffset({ x: 0, y: 0 });
  }

  async function onError() {
    // The <img> cannot read why it failed; ask once for the dashboard's explanation.
    const text = await failureMessageFor(src);
    setFailure(text ?? t("loadFailed", { label: label.toLowerCase() }));
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!drag.current || zoom === 1) return;
    setOffset({ x: event.clientX - drag.current.x, y: event.clientY - drag.current.y });
  }

  function onWheel(event: WheelEvent<HTMLDivElement>) {
    if (!event.ctrlKey && !event.shiftKey) return; // plain wheel scrolls the page
    changeZoom(zoom * (event.deltaY < 0 ? 1.2 : 1 / 1.2));
  }

  const button =
    "rounded border border-slate-300 bg-white px-2 py-0.5 text-sm hover:bg-slate-50 disabled:opacity-50";
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-2">
      <figcaption className="flex flex-wrap items-center justify-between gap-2 px-1 pb-2 text-sm">
        <span className="font-medium">{label}</span>
        {!failure && (
          <span className="flex items-center gap-1" role="group" aria-label={t("controls", { label })}>
            <button
              type="button"
              className={button}
              onClick={() => changeZoom(zoom / 1.25)}
              disabled={zoom === 1}
              aria-label={t("zoomOut", { label })}
            >
              −
            </button>
            <span className="w-12 text-center tabular-nums" aria-live="polite">
              {Math.round(zoom * 100)}%
            </span>
            <button
              type="button"
              className={button}
              onClick={() => changeZoom(zoom * 1.25)}
              disabled={zoom === 6}
              aria-label={t("zoomIn", { label })}
            >
              +
            </button>
            <button
              type="button"
              className={button}
              onClick={() => setRotation((r) => (r + 90) % 360)}
              aria-label={t("rotate", { label })}
            >
              ⟳ 90°
            </button>
            <button
              type="button"
              className={button}
              onClick={() => {
                setZoom(1);
                setRotation(0);
                setOffset({ x: 0, y: 0 });
              }}
            >
              {t("reset")}
            </button>
          </span>
        )}
      </figcaption>
      {failure ? (
        <p className="rounded bg-slate-50 p-6 text-sm text-slate-700">{failure}</p>
      ) : (
        <div
          className={`relative flex h-80 items-center justify-center overflow-hidden rounded bg-slate-900 ${zoom > 1 ? "cursor-grab active:cursor-grabbing" : ""}`}
          onPointerDown={(e) => {
            drag.current = { x: e.clientX - offset.x, y: e.clientY - offset.y };
            e.currentTarget.setPointerCapture(e.pointerId);
          }}
          onPointerMove={onPointerMove}
          onPointerUp={() => {
            drag.current = null;
          }}
          onWheel={onWheel}
        >
          {!loaded && (
            <div aria-hidden="true" className="absolute inset-4 animate-pulse rounded bg-slate-700" />
          )}
          {/* eslint-disable-next-line @next/next/no-img-element -- streamed from an authenticated route, never optimised or cached */}
          <img
            src={src}
            alt={label}
            loading="lazy"
            draggable={false}
            data-rotation={rotation}
            onLoad={() => setLoaded(true)}
            onError={onError}
            className="max-h-full max-w-full select-none object-contain transition-transform duration-150"
            style={{
              transform: `translate(${offset.x}px, ${offset.y}px) scale(${zoom}) rotate(${rotation}deg)`,
            }}
          />
        </div>
      )}
    </figure>
  );
}
