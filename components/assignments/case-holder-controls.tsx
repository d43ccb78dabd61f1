"use client";
// Claim or release on the case page. Taking a case someone else holds asks first.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { claimCase, releaseCase } from "@/lib/assignments/actions";
import type { Holder } from "@/lib/assignments/queries";
import { useHydrated } from "@/components/ui/use-hydrated";

export function CaseHolderControls({
  submissionId,
  holder,
  me,
  mayRelease,
}: {
  submissionId: string;
  holder: Holder | null;
  me: string;
  mayRelease: boolean;
}) {
  const router = useRouter();
  const t = useTranslations("assignments.case");
  const [message, setMessage] = useState("");
  const [busy, start] = useTransition();
  const hydrated = useHydrated();
  const mine = holder?.id === me;

  const claim = () =>
    start(async () => {
      if (holder && !mine && !window.confirm(t("confirmTakeover", { holder: holder.name }))) return;
      const result = await claimCase({ submissionId, takeOverFrom: holder && !mine ? holder.id : undefined });
      if (!result.ok) return setMessage(result.error);
      setMessage(result.data.held ? t("heldNow") : t("heldByNow", { holder: result.data.holder.name }));
      router.refresh();
    });
  const release = () =>
    start(async () => {
      const result = await releaseCase({ submissionId });
      setMessage(result.ok ? t("released") : result.error);
      router.refresh();
    });

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="case-holder">
      <span
        className={holder && !mine ? "rounded bg-amber-100 px-2 py-0.5 text-amber-900" : "text-slate-700"}
      >
        {mine ? t("mine") : holder ? t("heldBy", { holder: holder.name }) : t("nobody")}
      </span>
      {!mine && (
        <button
          type="button"
          onClick={claim}
          disabled={busy || !hydrated}
          aria-keyshortcuts="c"
          className="rounded border border-slate-300 bg-white px-2 py-1 font-medium hover:bg-slate-50"
        >
          {holder ? t("takeOver") : t("claim")}
        </button>
      )}
      {mayRelease && (
        <button
          type="button"
          onClick={release}
          disabled={busy || !hydrated}
          className="rounded border border-slate-300 bg-white px-2 py-1 hover:bg-slate-50"
        >
          {t("release")}
        </button>
      )}
      <span role="status" aria-live="polite" className="text-slate-600">
        {message}
      </span>
    </div>
  );
}
