"use client";
// "Next case": claims the next case of this view that nobody holds and opens it.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { claimNextCase } from "@/lib/assignments/actions";
import { useHydrated } from "@/components/ui/use-hydrated";

export function NextCaseButton({ query, announce }: { query: string; announce: (message: string) => void }) {
  const router = useRouter();
  const [busy, start] = useTransition();
  const hydrated = useHydrated();
  const t = useTranslations("queue.next");
  const next = () =>
    start(async () => {
      const result = await claimNextCase({ query });
      if (!result.ok) return announce(result.error);
      if (!result.data.submissionId) return announce(t("none"));
      router.push(`/submissions/${encodeURIComponent(result.data.submissionId)}${query ? `?${query}` : ""}`);
    });
  return (
    <button
      type="button"
      id="next-case"
      onClick={next}
      disabled={busy || !hydrated}
      aria-keyshortcuts="n"
      className="rounded bg-emerald-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-emerald-800 disabled:opacity-60"
    >
      {busy ? t("finding") : t("button")}
    </button>
  );
}
