"use client";
// Claiming a case from the queue: a free case at once; one someone else holds only after the
// reviewer confirms the takeover (and only from the holder they saw, see lib/assignments/hold.ts).
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
  return useCallback(
    async (row: Pick<SubmissionRow, "id" | "holder" | "holderId" | "name">) => {
      if (row.holderId === me.id) return announce("You already hold this case.");
      if (row.holderId && !window.confirm(`${row.holder} holds this case. Take it over from them?`)) return;
      const result = await claimCase({ submissionId: row.id, takeOverFrom: row.holderId ?? undefined });
      if (!result.ok) return announce(result.error);
      if (result.data.held) {
        onHolder(row.id, me);
        announce(`You now hold the case of ${row.name ?? "this applicant"}.`);
      } else {
        onHolder(row.id, result.data.holder);
        announce(`${result.data.holder.name} holds this case now; it was not taken over.`);
      }
    },
    [me, onHolder, announce],
  );
}
