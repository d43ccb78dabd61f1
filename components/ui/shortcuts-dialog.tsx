"use client";
// The one on-screen list of keyboard shortcuts (the queue's and the case page's), a modal
// dialog opened with "?" and closed with Escape or its button.
import { useEffect, useId, useRef } from "react";

export function ShortcutsDialog({
  open,
  onClose,
  heading,
  closeLabel,
  keys,
}: {
  open: boolean;
  onClose: () => void;
  heading: string;
  closeLabel: string;
  /** The key (the same in every language) and what it does. */
  keys: [string, string][];
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const headingId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open) {
      opener.current = document.activeElement;
      element.showModal();
    } else if (element.open) {
      element.close();
      // Back where the person was (the browser does so only for an element it remembers);
      // never left on the closed dialog's button, where the page's keys would not reach.
      if (element.contains(document.activeElement)) {
        if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
        else (document.activeElement as HTMLElement | null)?.blur();
      }
    }
  }, [open]);
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby={headingId}
      className="m-auto max-w-lg rounded-lg p-5 shadow-xl backdrop:bg-slate-900/40"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {heading}
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
        onClick={onClose}
        className="mt-4 rounded bg-slate-800 px-3 py-1 text-sm text-white"
      >
        {closeLabel}
      </button>
    </dialog>
  );
}
