"use client";
// The evidence over the whole window. Keys: arrows pan, + and - zoom, r rotates, Esc closes.
// Opaque and rendered into <body> above every layer (a sticky or transformed ancestor would
// otherwise hold it in its own stacking context), so nothing of the page shows through.
import { useEffect, useRef, type Dispatch, type SetStateAction } from "react";
import { createPortal } from "react-dom";
import { useTranslations } from "next-intl";
import type { EvidenceItem } from "./evidence";
import { EvidenceImage } from "./evidence-image";
import { viewAfterKey, type View } from "./view-transform";

export function FullScreenEvidence({
  items,
  view,
  rotations,
  onView,
  onRotate,
  onClose,
}: {
  items: EvidenceItem[];
  view: View;
  rotations: Record<string, number>;
  onView: Dispatch<SetStateAction<View>>;
  onRotate: () => void;
  onClose: () => void;
}) {
  const t = useTranslations("evidence");
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    return () => opener?.focus();
  }, []);

  function onKeyDown(event: React.KeyboardEvent) {
    // The viewer's keys are its own: the page's shortcuts (Escape to the queue) must not see them.
    event.stopPropagation();
    if (event.key === "Escape") {
      event.preventDefault();
      return onClose();
    }
    if (event.key === "r" || event.key === "R") return onRotate();
    const next = viewAfterKey(view, event.key);
    if (next) {
      event.preventDefault();
      onView(next);
    }
  }

  return createPortal(
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={t("fullScreenLabel")}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-[1000] flex flex-col overflow-auto bg-slate-950 p-4 text-white focus:outline-none"
    >
      <div className="flex items-center justify-between pb-2 text-sm">
        <p>{t("fullScreenKeys", { zoom: Math.round(view.zoom * 100) })}</p>
        <button
          type="button"
          onClick={onClose}
          className="rounded border border-white/40 px-3 py-1 hover:bg-white/10"
        >
          {t("close")}
        </button>
      </div>
      <div className="grid flex-1 grid-cols-2 gap-3">
        {items.map((item) =>
          item.src ? (
            <EvidenceImage
              key={item.key}
              src={item.src}
              label={t("fullScreenImage", { label: item.label })}
              view={view}
              rotation={rotations[item.key] ?? 0}
              onPan={(x, y) => onView((v) => ({ ...v, x, y }))}
              tall
            />
          ) : (
            <p key={item.key} className="p-6 text-slate-300">
              {item.missing}
            </p>
          ),
        )}
      </div>
    </div>,
    document.body,
  );
}
