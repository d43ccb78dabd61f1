// The summary strip's "Possible duplicates" item: the count from the case's lookup (streamed in
// when the lookup ends), or the interface's own count for an approved case.
import type { SubmissionRecord } from "@/common/kyc-api/schemas";
import { StripItem } from "@/components/case/summary-strip";
import { caseLookup } from "@/lib/duplicates/case-lookup";
import { looksForDuplicates } from "@/lib/duplicates/lookup";
import { groupStateWords } from "@/lib/duplicates/words";
import { kyc } from "@/lib/kyc/connection";

const label = "Possible duplicates";

export async function DuplicateCount({ record }: { record: SubmissionRecord }) {
  try {
    if (looksForDuplicates(record)) {
      const { candidates, group, complete } = await caseLookup(record);
      if (candidates.length === 0 && group.status === "clear")
        return (
          <StripItem label={label} value={complete ? "none" : "none in the newest checked"} tone="good" />
        );
      const count = Math.max(candidates.length, 1);
      const settled = group.status === "resolved" && group.outcome === "same_person";
      return (
        <StripItem
          label={label}
          value={`${count}, ${groupStateWords(group)}`}
          tone={settled ? "neutral" : "bad"}
        />
      );
    }
    if (record.kyc.result === "approved" && record.applicant_id) {
      const others = (await kyc().listApplicantSubmissions(record.applicant_id)).filter(
        (item) => item.submission_id !== record.submission_id,
      ).length;
      return <StripItem label="Same person, approved" value={String(others)} tone="neutral" />;
    }
    return <StripItem label={label} value="not looked for" tone="neutral" />;
  } catch {
    // The Duplicates section says what failed (upstreamFailure logs it); the strip stays short.
    return <StripItem label={label} value="lookup failed" tone="bad" />;
  }
}

export function DuplicateCountPending() {
  return <StripItem label={label} value="looking…" tone="neutral" />;
}
