// The deletion story of one case, from the dashboard's deletion requests: the one under way
// (for the banner on the case) and the one that deleted it (for a case the service no longer has).
import "server-only";
import { db } from "../db";
import { effectiveStatus } from "../deletions/states";

export async function fetchCaseDeletion(submissionId: string) {
  const rows = await db().deletionRequest.findMany({
    where: { submissionId },
    orderBy: { requestedAt: "desc" },
    take: 10,
  });
  const deleted = rows.find((r) => r.status === "deleted") ?? null;
  const open = rows.find((r) => !["deleted", "rejected"].includes(r.status)) ?? null;
  return {
    deleted,
    // The state as of now (a request past its deadline reads as its outcome unknown).
    pending: open ? { ...open, state: effectiveStatus(open) } : null,
  };
}
