"use client";
// Keyboard on a submission page (CaseKeys, mounted with the page itself): n follows the header's
// "Next in queue" link once the loader has found it, u (or Escape) goes back to the queue and ?
// shows the shortcuts. One listener for all three, hydrated with the page: n once had its own,
// in the link's streamed part, and a press after the link showed but before that part hydrated
// did nothing. Ignored while typing in a form field or inside a dialog (the full-screen viewer
// and the shortcuts close on Escape and must not leave the page too).
import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ShortcutsDialog } from "../ui/shortcuts-dialog";

function ignored(event: KeyboardEvent) {
  const target = event.target as HTMLElement | null;
  return (
    event.altKey ||
    event.ctrlKey ||
    event.metaKey ||
    event.defaultPrevented ||
    // An open dialog only: right after the shortcuts close, the focus may still be on their Close
    // button for a frame, and a key pressed then was lost.
    !!target?.closest?.("input, textarea, select, [contenteditable], dialog[open], [role=dialog]")
  );
}

/** The header's "Next in queue" link (components/case/next-in-queue.tsx), once it is shown. */
const nextLinkSelector = "a[aria-keyshortcuts='n']";

/** n: the next submission; u or Escape: back to the queue; ?: the shortcuts. */
export function CaseKeys({ queueHref }: { queueHref: string }) {
  const router = useRouter();
  const t = useTranslations("case.keys");
  const [open, setOpen] = useState(false);
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (ignored(event)) return;
      if (event.key === "?") setOpen((o) => !o);
      else if (event.key === "n") document.querySelector<HTMLAnchorElement>(nextLinkSelector)?.click();
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
    <ShortcutsDialog
      open={open}
      onClose={() => setOpen(false)}
      heading={t("heading")}
      closeLabel={t("close")}
      keys={keys}
    />
  );
}
