// The alert managers see on /audit and /overview while the latest verification of the audit
// log (Verify now, the scheduled check or audit:verify) failed, naming the first bad event.
import Link from "next/link";
import type { ChainStatus } from "@/lib/audit/queries";
import { formatUtc } from "@/lib/time";

export function ChainAlert({
  broken,
  link = false,
}: {
  broken: NonNullable<ChainStatus["broken"]>;
  link?: boolean;
}) {
  return (
    <div
      role="alert"
      data-testid="chain-alert"
      className="rounded-lg border border-rose-300 bg-rose-50 p-4 text-sm text-rose-900"
    >
      <p className="font-semibold">
        Audit log verification FAILED
        {broken.firstBrokenSeq === null ? "" : ` at event ${broken.firstBrokenSeq}`} ({formatUtc(broken.at)}).
      </p>
      <p>{broken.problem}</p>
      {link ? (
        <p>
          <Link href="/audit" className="underline">
            Open the audit log
          </Link>{" "}
          to verify again once it is investigated.
        </p>
      ) : null}
    </div>
  );
}
