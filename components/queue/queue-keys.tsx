"use client";
// The queue's shortcuts, shown on screen with "?": / searches, n claims and opens the next
// case, t goes to the table; j, k and Enter start at the table's row when nothing has the focus.
// Ignored while typing in a field.
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { ShortcutsDialog } from "../ui/shortcuts-dialog";

type KeyWords = ReturnType<typeof useTranslations<"queue.keys">>;

// The keys themselves are the same in every language; what they do is in the catalogue.
const shortcuts = (t: KeyWords): [string, string][] => [
  ["?", t("help")],
  ["/", t("searchKey")],
  ["t", t("tableKey")],
  [t("moveKeys"), t("move")],
  [t("endsKeys"), t("ends")],
  ["Enter", t("openCase")],
  ["c", t("claim")],
  ["x", t("select")],
  ["n", t("nextKey")],
  [t("caseKeys"), t("caseKeysWhat")],
];

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && !!target.closest("input, textarea, select, [contenteditable=true]");

/** The key went to the page itself, not to a link, button or the table. */
const onPage = (target: EventTarget | null) =>
  !(target instanceof HTMLElement) || target === document.body || target === document.documentElement;

export function QueueKeys() {
  const [open, setOpen] = useState(false);
  const t = useTranslations("queue.keys");
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      if (event.key === "?") setOpen((o) => !o);
      else if (event.key === "/") {
        event.preventDefault();
        document.querySelector<HTMLInputElement>('input[name="q"]')?.focus();
      } else if (event.key === "t") {
        const row = document.querySelector<HTMLElement>('#queue-table tr[tabindex="0"]');
        (row ?? document.getElementById("queue-table"))?.focus();
      } else if (event.key === "n") document.getElementById("next-case")?.click();
      else if ((event.key === "j" || event.key === "k" || event.key === "Enter") && onPage(event.target)) {
        // Nothing has the focus yet (the page just opened): the keys start at the table's row
        // without `t` first; Enter opens it. Inside the table, the table handles them itself.
        const row = document.querySelector<HTMLElement>('#queue-table tr[tabindex="0"]');
        if (!row) return;
        event.preventDefault();
        row.focus();
        if (event.key === "Enter") row.querySelector<HTMLAnchorElement>("a[href]")?.click();
      } else return;
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="text-sm text-sky-800 underline-offset-2 hover:underline"
        aria-keyshortcuts="?"
      >
        {t("open")}
      </button>
      <ShortcutsDialog
        open={open}
        onClose={() => setOpen(false)}
        heading={t("heading")}
        closeLabel={t("close")}
        keys={shortcuts(t)}
      />
    </>
  );
}
