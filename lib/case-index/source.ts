// What the sync reads upstream, through the typed KYC client only: list pages (each record
// checked on its own, so a malformed one is skipped, logged and counted) and single records.
import { SubmissionRecord, type PageKey, type SubmissionQuery } from "../../common/kyc-api/schemas";
import type { KycClient } from "../kyc/client";

export type IndexSource = Pick<KycClient, "listSubmissionPage" | "getSubmission">;

export interface ReadPage {
  records: SubmissionRecord[];
  /** Records passed over because they did not match the interface. */
  skipped: number;
  next: PageKey | undefined;
}

export async function readPage(
  source: IndexSource,
  query: Omit<SubmissionQuery, "submission_id">,
): Promise<ReadPage> {
  const page = await source.listSubmissionPage(query);
  const records: SubmissionRecord[] = [];
  let skipped = 0;
  for (const item of page.Items) {
    const parsed = SubmissionRecord.safeParse(item);
    if (parsed.success) records.push(parsed.data);
    else {
      skipped++;
      // The id only (if any) and where it failed: never the record's personal data.
      const id = (item as { submission_id?: unknown } | null)?.submission_id;
      const issue = parsed.error.issues[0];
      console.warn(
        `[dashboard] case index: skipped a malformed record${typeof id === "string" ? ` ${id.slice(0, 64)}` : ""} (${issue?.path.join(".") || "record"}: ${issue?.code ?? "invalid"})`,
      );
    }
  }
  return { records, skipped, next: page.nextpageKey };
}
