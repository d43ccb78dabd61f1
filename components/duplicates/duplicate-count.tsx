// The summary strip's "Possible duplicates" item: the count from the case's lookup (streamed in
// when the lookup ends), or the interface's own count for an approved case (read by the loader).
import { use } from "react";
import { StripItem } from "@/components/case/summary-strip";
import type { DuplicateCount as Count } from "@/lib/submissions/case-duplicates";
import type { Part } from "@/lib/submissions/case-part";

const label = "Possible duplicates";

export function DuplicateCount({ count }: { count: Promise<Part<Count>> }) {
  const read = use(count);
  // The Duplicates section shows the failure's message; the strip points to it.
  if (!read.ok)
    return <StripItem label={label} value="lookup failed, see Duplicates" tone="bad" href="#duplicates" />;
  return <StripItem {...read.value} />;
}

export function DuplicateCountPending() {
  return <StripItem label={label} value="looking…" tone="neutral" />;
}
