"use client";
// Claiming a case from the queue: a free case at once; one someone else holds only after the
// reviewer confirms the takeover (and only from the holder they saw, see lib/assignments/hold.ts).
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { claimCase } from "@/lib/assignments/actions";
import type { RowHolder, SubmissionRow } from "@/lib/queue/rows";

export interface Me {
  id: string;
  name: string;
}

export function useClaim(
  me: Me,
  onHolder: (id: string, holder: RowHolder | null) => void,
  announce: (message: string) => void,
) {
  const t = useTranslations("queue.claim");
  return useCallback(
    async (row: Pick<SubmissionRow, "id" | "holder" | "holderId" | "name">) => {
      if (row.holderId === me.id) return announce(t("alreadyYours"));
      if (row.holderId && !window.confirm(t("confirmTakeover", { holder: row.holder ?? "" }))) return;
      const result = await claimCase({ submissionId: row.id, takeOverFrom: row.holderId ?? undefined });
      if (!result.ok) return announce(result.error);
      if (result.data.held) {
        onHolder(row.id, me);
        announce(t("held", { name: row.name ?? t("thisApplicant") }));
      } else {
        onHolder(row.id, result.data.holder);
        announce(t("notTaken", { holder: result.data.holder.name }));
      }
    },
    [me, onHolder, announce, t],
  );
}
