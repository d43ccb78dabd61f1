"use client";
// One image of the evidence, drawn with the shared zoom and pan and its own rotation, kept
// wholly in view when turned. Loaded through the dashboard's authenticated image route.
import { useTranslations } from "next-intl";
import { useRef, useState, type PointerEvent } from "react";
import { rotationFit, type View } from "./view-transform";
import { failureMessageFor } from "@/lib/error-response";

export function EvidenceImage({
  src,
  label,
  view,
  rotation,
  onPan,
  tall,
}: {
  src: string;
  label: string;
  view: View;
  rotation: number;
  onPan: (x: number, y: number) => void;
  tall?: boolean;
}) {
  const t = useTranslations("evidence");
  const box = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const [dims, setDims] = useState({ image: { w: 0, h: 0 }, box: { w: 0, h: 0 } });
  const [failure, setFailure] = useState<string | null>(null);

  async function onError() {
    // The <img> cannot read why it failed; ask once for the dashboard's explanation.
    const text = await failureMessageFor(src);
    setFailure(text ?? t("loadFailed", { label: label.toLowerCase() }));
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (drag.current && view.zoom > 1) onPan(event.clientX - drag.current.x, event.clientY - drag.current.y);
  }

  if (failure) return <p className="rounded bg-slate-50 p-6 text-sm text-slate-700">{failure}</p>;
  const fit = rotationFit(rotation, dims.image, dims.box);
  return (
    <div
      ref={box}
      className={`relative flex items-center justify-center overflow-hidden rounded bg-slate-900 ${tall ? "h-[80vh]" : "h-80"} ${view.zoom > 1 ? "cursor-grab active:cursor-grabbing" : ""}`}
      onPointerDown={(e) => {
        drag.current = { x: e.clientX - view.x, y: e.clientY - view.y };
        e.currentTarget.setPointerCapture(e.pointerId);
      }}
      onPointerMove={onPointerMove}
      onPointerUp={() => (drag.current = null)}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- streamed from an authenticated route, never optimised or cached */}
      <img
        src={src}
        alt={label}
        draggable={false}
        data-rotation={rotation}
        onLoad={(e) =>
          setDims({
            image: { w: e.currentTarget.naturalWidth, h: e.currentTarget.naturalHeight },
            box: { w: box.current?.clientWidth ?? 0, h: box.current?.clientHeight ?? 0 },
          })
        }
        onError={onError}
        className="h-full w-full select-none object-contain"
        style={{
          transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom * fit}) rotate(${rotation}deg)`,
        }}
      />
    </div>
  );
}
