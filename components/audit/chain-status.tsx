// When the audit chain was last verified intact (npm run audit:verify or the button here),
// and, loudly, whether the latest verification found it broken.
import type { ChainStatus } from "@/lib/audit/queries";
import { VerifyChainButton } from "./verify-chain-button";
import { formatUtc } from "@/lib/time";

const time = (d: Date) => formatUtc(d);

export function ChainStatusPanel({ status }: { status: ChainStatus }) {
  return (
    <div
      className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="chain-status"
    >
      <div className="space-y-1 text-sm">
        {status.broken ? (
          <p role="alert" className="font-medium text-rose-800">
            The latest verification ({time(status.broken.at)}) found the chain BROKEN at event{" "}
            {status.broken.firstBrokenSeq}: {status.broken.problem}
          </p>
        ) : null}
        {status.lastIntact ? (
          <p>
            Chain last verified intact <strong>{time(status.lastIntact.at)}</strong> (
            {status.lastIntact.events.toLocaleString("en")} events).
          </p>
        ) : (
          <p className="text-amber-800">
            The chain has not been verified yet. Run <code>npm run audit:verify</code> or verify now.
          </p>
        )}
      </div>
      <VerifyChainButton />
    </div>
  );
}
