// The alert managers see on /audit and /overview while the latest verification of the audit
// log (Verify now, the scheduled check or audit:verify) failed, naming the first bad event.
// The finding itself is shown as the verification recorded it (English), marked as such.
import Link from "next/link";
import type { ChainStatus } from "@/lib/audit/queries";
import { translator } from "@/lib/i18n/server";
import { formatUtc } from "@/lib/time";

export async function ChainAlert({
  broken,
  link = false,
}: {
  broken: NonNullable<ChainStatus["broken"]>;
  link?: boolean;
}) {
  const t = await translator();
  const time = formatUtc(broken.at);
  return (
    <div
      role="alert"
      data-testid="chain-alert"
      className="rounded-lg border border-rose-300 bg-rose-50 p-4 text-sm text-rose-900"
    >
      <p className="font-semibold">
        {broken.firstBrokenSeq === null
          ? t("audit.chain.failed", { time })
          : t("audit.chain.failedAt", { seq: broken.firstBrokenSeq, time })}
      </p>
      <p lang="en">{broken.problem}</p>
      {link ? (
        <p>
          {t.rich("audit.chain.verifyAgain", {
            link: (chunks) => (
              <Link href="/audit" className="underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : null}
    </div>
  );
}
