// One line under the tabs: how fresh the case index the queue reads is.
import { formatUtc } from "@/lib/time";
import type { IndexFreshness } from "@/lib/queue/freshness";
import { formatNumber } from "@/lib/format";

export function IndexStatus({ freshness: f }: { freshness: IndexFreshness }) {
  const parts: string[] = [];
  if (!f.built)
    parts.push(
      `Building the case index: ${formatNumber(f.indexed)} submissions so far${f.reachedBack ? `, back to ${formatUtc(f.reachedBack, { seconds: true })}` : ""}. Views and counts show what is indexed so far and are incomplete.`,
    );
  if (f.failingSince)
    parts.push(
      `The KYC service is not answering the sync since ${formatUtc(f.failingSince, { seconds: true })}${f.lastError ? ` (${f.lastError})` : ""}; what you see is as of ${f.syncedAt ? formatUtc(f.syncedAt, { seconds: true }) : "never"}. The sync retries by itself.`,
    );
  else if (f.built && f.syncedAt) parts.push(`Up to date as of ${formatUtc(f.syncedAt, { seconds: true })}.`);
  if (f.skipped) parts.push(`${formatNumber(f.skipped)} malformed record(s) from the service were skipped.`);
  return (
    <p
      className={`text-xs ${f.failingSince || !f.built ? "text-amber-800" : "text-slate-600"}`}
      data-testid="index-freshness"
    >
      {parts.join(" ")}
    </p>
  );
}
