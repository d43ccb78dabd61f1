// The audit log's verification status on /audit: loudly, when the latest run (Verify now, the
// scheduled check or audit:verify) failed; otherwise when it was last verified intact (UTC).
import type { ChainStatus } from "@/lib/audit/queries";
import { formatNumber } from "@/lib/format";
import { requestPreferences } from "@/lib/i18n/request-preferences";
import { translator } from "@/lib/i18n/server";
import { formatUtc } from "@/lib/time";
import { ChainAlert } from "./chain-alert";
import { VerifyChainButton } from "./verify-chain-button";

const strong = (chunks: React.ReactNode) => <strong>{chunks}</strong>;
const code = (chunks: React.ReactNode) => <code>{chunks}</code>;

export async function ChainStatusPanel({ status }: { status: ChainStatus }) {
  const [t, { locale }] = await Promise.all([translator(), requestPreferences()]);
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
              <p>{t.rich("audit.chain.beforeIntact", { time: formatUtc(lastIntact.at), strong })}</p>
            ) : (
              <p>{t("audit.chain.neverIntact")}</p>
            )
          ) : lastIntact ? (
            <p>
              {t.rich("audit.chain.lastIntact", {
                time: formatUtc(lastIntact.at),
                events: formatNumber(lastIntact.events, undefined, locale),
                strong,
              })}
            </p>
          ) : (
            <p className="text-amber-800">{t.rich("audit.chain.notVerified", { code })}</p>
          )}
        </div>
        <VerifyChainButton />
      </div>
    </div>
  );
}
