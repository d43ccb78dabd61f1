"use client";
// Managers: give the selected cases to a named reviewer. Cases someone else holds are taken
// over only if the manager confirms; otherwise they are left as they are and reported.
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { assignCases } from "@/lib/assignments/actions";
import type { RowHolder, SubmissionRow } from "@/lib/queue/rows";
import { useHydrated } from "@/components/ui/use-hydrated";

export function BulkAssign({
  selected,
  rows,
  reviewers,
  onAssigned,
  announce,
}: {
  selected: ReadonlySet<string>;
  rows: SubmissionRow[];
  reviewers: RowHolder[];
  onAssigned: (ids: string[], holder: RowHolder) => void;
  announce: (message: string) => void;
}) {
  const [reviewerId, setReviewerId] = useState("");
  const [busy, start] = useTransition();
  const hydrated = useHydrated();
  const t = useTranslations("queue.assign");
  const ids = [...selected];
  const assign = () =>
    start(async () => {
      const reviewer = reviewers.find((r) => r.id === reviewerId);
      if (!reviewer) return announce(t("chooseFirst"));
      const held = rows.filter((r) => selected.has(r.id) && r.holderId && r.holderId !== reviewer.id);
      const takeOver =
        held.length > 0 && window.confirm(t("confirmTakeover", { n: held.length, reviewer: reviewer.name }));
      const result = await assignCases({ submissionIds: ids, reviewerId, takeOver });
      if (!result.ok)
        return announce(
          result.fieldErrors ? Object.values(result.fieldErrors).flat().join(" ") : result.error,
        );
      const given = takeOver ? ids : ids.filter((id) => !held.some((h) => h.id === id));
      onAssigned(given, reviewer);
      const { assigned, skipped } = result.data;
      announce(
        skipped
          ? t("assignedSkipped", { assigned, skipped, reviewer: reviewer.name })
          : t("assigned", { assigned, reviewer: reviewer.name }),
      );
    });
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm">
      <span>{t("selected", { n: ids.length })}</span>
      <label className="inline-flex items-center gap-1">
        <span>{t("assignTo")}</span>
        <select
          value={reviewerId}
          onChange={(e) => setReviewerId(e.target.value)}
          className="rounded border border-slate-300 px-2 py-1"
        >
          <option value="">{t("choose")}</option>
          {reviewers.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        onClick={assign}
        disabled={busy || !hydrated || ids.length === 0}
        className="rounded bg-sky-800 px-3 py-1 font-medium text-white hover:bg-sky-900 disabled:opacity-60"
      >
        {busy ? t("assigning") : t("assign")}
      </button>
    </div>
  );
}
