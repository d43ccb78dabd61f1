// The summary strip's "Possible duplicates" item: the count from the case's lookup (streamed in
// when the lookup ends), or the interface's own count for an approved case (read by the loader).
import { useTranslations } from "next-intl";
import { use } from "react";
import { StripItem } from "@/components/case/summary-strip";
import type { DuplicateCount as Count } from "@/lib/submissions/case-duplicates";
import type { Part } from "@/lib/submissions/case-part";

export function DuplicateCount({ count }: { count: Promise<Part<Count>> }) {
  const t = useTranslations("case.summary");
  const read = use(count);
  // The Duplicates section shows the failure's message; the strip points to it.
  if (!read.ok)
    return <StripItem label={t("duplicates")} value={t("duplicatesFailed")} tone="bad" href="#duplicates" />;
  return <StripItem {...read.value} />;
}

export function DuplicateCountPending() {
  const t = useTranslations("case.summary");
  return <StripItem label={t("duplicates")} value={t("duplicatesLooking")} tone="neutral" />;
}
