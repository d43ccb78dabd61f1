// The summary strip's "Possible duplicates" item: the count from the case's lookup (streamed in
// when the lookup ends), or the interface's own count for an approved case.
import type { SubmissionRecord } from "@/common/kyc-api/schemas";
import { StripItem } from "@/components/case/summary-strip";
import { caseLookup } from "@/lib/duplicates/case-lookup";
import { approvableOutcomes, groupStateWords } from "@/lib/duplicates/words";
import { kyc } from "@/lib/kyc/connection";
import { upstreamResult } from "@/lib/kyc/errors";
import type { Tone } from "@/lib/submissions/summary";

const label = "Possible duplicates";

async function countOf(
  record: SubmissionRecord,
): Promise<{ label: string; value: string; tone: Tone; href?: string }> {
  const lookup = record.kyc.result === "approved" ? null : await caseLookup(record);
  if (lookup) {
    const { candidates, group, complete, unidentified } = lookup;
    if (unidentified) return { label, value: "not looked for (no name or birth date yet)", tone: "neutral" };
    if (candidates.length === 0 && (!group || group.status === "clear"))
      return { label, value: complete ? "none" : "none among those indexed so far", tone: "good" };
    if (!group)
      return { label, value: `${candidates.length}, being recorded`, tone: "bad", href: "#duplicates" };
    const settled = group.status === "resolved" && approvableOutcomes.includes(group.outcome ?? "");
    const count = Math.max(candidates.length, 1);
    const value = `${count}, ${groupStateWords(group)}`;
    return { label, value, tone: settled ? "neutral" : "bad", href: "#duplicates" };
  }
  if (record.kyc.result === "approved" && record.applicant_id) {
    const items = await kyc().listApplicantSubmissions(record.applicant_id);
    const others = items.filter((item) => item.submission_id !== record.submission_id).length;
    // This case is itself approved: the count is of the person's other approvals.
    return {
      label: "Other approvals of this person",
      value: others === 0 ? "none" : String(others),
      tone: "neutral",
      href: others === 0 ? undefined : "#other-approvals-heading",
    };
  }
  return { label, value: "not looked for", tone: "neutral" };
}

export async function DuplicateCount({ record }: { record: SubmissionRecord }) {
  // Logged by upstreamResult; the Duplicates section shows the message, the strip points to it.
  const read = await upstreamResult(() => countOf(record), "duplicate count");
  if (!read.ok)
    return <StripItem label={label} value="lookup failed, see Duplicates" tone="bad" href="#duplicates" />;
  return <StripItem {...read.value} />;
}

export function DuplicateCountPending() {
  return <StripItem label={label} value="looking…" tone="neutral" />;
}
