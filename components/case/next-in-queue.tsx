import Link from "next/link";
import { useTranslations } from "next-intl";
import { use } from "react";
import { UpstreamError } from "@/components/ui/upstream-error";
import type { Part } from "@/lib/submissions/case-part";
import { usePartMessage } from "./part-message";

/** "Next in queue": the first later submission of the same view that no colleague holds (read by the loader). */
export function NextInQueue({
  next,
  queueQuery,
}: {
  next: Promise<Part<string | null>>;
  queueQuery: string;
}) {
  const t = useTranslations("case.header");
  const message = usePartMessage();
  const read = use(next);
  if (!read.ok) return <UpstreamError compact title={t("nextUnavailable")} message={message(read)} />;
  const nextId = read.value;
  const nextHref = nextId
    ? `/submissions/${encodeURIComponent(nextId)}${queueQuery ? `?${queueQuery}` : ""}`
    : null;
  // n follows this link (CaseKeys, components/case/queue-keys.tsx).
  return nextHref ? (
    <Link
      href={nextHref}
      className="rounded bg-sky-800 px-3 py-1 text-sm font-medium text-white hover:bg-sky-900"
      aria-keyshortcuts="n"
    >
      {t("next")}
    </Link>
  ) : (
    <span className="text-sm text-slate-500">{t("last")}</span>
  );
}
