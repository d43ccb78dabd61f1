// The audit log's verification status on /audit: loudly, when the latest run (Verify now, the
// scheduled check or audit:verify) failed; otherwise when it was last verified intact.
import type { ChainStatus } from "@/lib/audit/queries";
import { formatNumber } from "@/lib/format";
import { formatUtc } from "@/lib/time";
import { ChainAlert } from "./chain-alert";
import { VerifyChainButton } from "./verify-chain-button";

export function ChainStatusPanel({ status }: { status: ChainStatus }) {
  const { broken, lastIntact } = status;
  return (
    <div className="space-y-2">
      {broken ? <ChainAlert broken={broken} /> : null}
      <div
        className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4"
        data-testid="chain-status"
      >
        <div className="space-y-1 text-sm">
          {broken ? (
            lastIntact ? (
              <p>
                Before that, the log was last found intact <strong>{formatUtc(lastIntact.at)}</strong>.
              </p>
            ) : (
              <p>No verification has found the log intact yet.</p>
            )
          ) : lastIntact ? (
            <p>
              Chain and signed digests last verified intact <strong>{formatUtc(lastIntact.at)}</strong> (
              {formatNumber(lastIntact.events)} events).
            </p>
          ) : (
            <p className="text-amber-800">
              The log has not been verified yet. Run <code>npm run audit:verify</code> or verify now.
            </p>
          )}
        </div>
        <VerifyChainButton />
      </div>
    </div>
  );
}
