"use client";
// Keyboard on a submission page: n opens the next submission of the queue, u (or Escape)
// goes back to the queue. Ignored while typing in a form field or inside a dialog (the
// full-screen viewer closes on Escape and must not leave the page too).
import { useEffect } from "react";
import { useRouter } from "next/navigation";

export function QueueKeys({ queueHref, nextHref }: { queueHref: string; nextHref: string | null }) {
  const router = useRouter();
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null;
      if (
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        event.defaultPrevented ||
        target?.closest("input, textarea, select, [contenteditable], [role=dialog]")
      )
        return;
      if (event.key === "n" && nextHref) router.push(nextHref);
      else if (event.key === "u" || event.key === "Escape") router.push(queueHref);
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [router, queueHref, nextHref]);
  return null;
}
