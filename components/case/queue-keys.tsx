"use client";
// Keyboard on a submission page: n opens the next submission of the queue (NextKey, once the
// loader has found it), u (or Escape) goes back to the queue and ? shows the shortcuts (CaseKeys,
// mounted with the page itself, so u works at once after n while the next case's header is still
// loading). Ignored while typing in a form field or inside a dialog (the full-screen viewer and
// the shortcuts close on Escape and must not leave the page too).
import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";

function ignored(event: KeyboardEvent) {
  const target = event.target as HTMLElement | null;
  return (
    event.altKey ||
    event.ctrlKey ||
    event.metaKey ||
    event.defaultPrevented ||
    !!target?.closest?.("input, textarea, select, [contenteditable], dialog, [role=dialog]")
  );
}

/** n: the next submission of the queue. */
export function NextKey({ nextHref }: { nextHref: string | null }) {
  const router = useRouter();
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!ignored(event) && event.key === "n" && nextHref) router.push(nextHref);
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [router, nextHref]);
  return null;
}

/** u or Escape: back to the queue; ?: the shortcuts. */
export function CaseKeys({ queueHref }: { queueHref: string }) {
  const router = useRouter();
  const t = useTranslations("case.keys");
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (open) dialog.current?.showModal();
    else dialog.current?.close();
  }, [open]);
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (ignored(event)) return;
      if (event.key === "?") setOpen((o) => !o);
      else if (event.key === "u" || event.key === "Escape") router.push(queueHref);
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [router, queueHref]);
  const keys: [string, string][] = [
    ["n", t("next")],
    [t("backKeys"), t("back")],
    ["?", t("help")],
  ];
  return (
    <dialog
      ref={dialog}
      onClose={() => setOpen(false)}
      aria-labelledby="case-keys-heading"
      className="m-auto max-w-lg rounded-lg p-5 shadow-xl backdrop:bg-slate-900/40"
    >
      <h2 id="case-keys-heading" className="text-lg font-semibold">
        {t("heading")}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {keys.map(([key, what]) => (
          <div key={key} className="contents">
            <dt>
              <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 font-mono">{key}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        onClick={() => setOpen(false)}
        className="mt-4 rounded bg-slate-800 px-3 py-1 text-sm text-white"
      >
        {t("close")}
      </button>
    </dialog>
  );
}
