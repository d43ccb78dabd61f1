// Decided: the cases decided here, the latest decision first. The upstream knows nothing of
// these decisions and lists by submission time, so this view pages the dashboard's own
// decisions and reads each case upstream by its id (the interface's single-submission query),
// applying the view's other filters to what comes back. A case since deleted upstream is
// passed over. The cursor is the last decision shown: its time and submission id.
import type { PageKey, SubmissionRecord } from "../../common/kyc-api/schemas";
import { encodeCursor as encode } from "./cursor";
import type { ScanEvent, SubmissionRow } from "./rows";
import { matchesView, type LocalState } from "./scan";
import type { QueueView } from "./view";

type Read = (submissionId: string) => Promise<SubmissionRecord | null>;
type ToRow = (record: SubmissionRecord) => SubmissionRow;

/** Cases read upstream at once; decisions one page looks through before offering to go on. */
const batchSize = 10;
const budget = 1_000;

interface Decided {
  id: string;
  at: string;
}

const latestFirst = (a: Decided, b: Decided) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id);
const isAfter = (d: Decided, cursor: PageKey) =>
  d.at < cursor.created_at || (d.at === cursor.created_at && d.id < cursor.id);
const keyOf = (d: Decided): PageKey => ({ id: d.id, created_at: d.at });

export async function* decidedLatestFirst(
  view: QueueView,
  local: LocalState,
  toRow: ToRow,
  read: Read,
): AsyncGenerator<ScanEvent> {
  const all = [...local.decided].map(([id, at]) => ({ id, at })).sort(latestFirst);
  const cursor = view.at;
  const queue = cursor ? all.filter((d) => isAfter(d, cursor)) : all;
  let scanned = 0;
  let matched = 0;
  for (let start = 0; start < queue.length; start += batchSize) {
    const batch = queue.slice(start, start + batchSize);
    const records = await Promise.all(batch.map((d) => read(d.id)));
    const rows: SubmissionRow[] = [];
    for (const [i, record] of records.entries()) {
      scanned++;
      if (!record || !matchesView(record, view, local)) continue;
      rows.push(toRow(record));
      matched++;
      if (matched === view.size) {
        yield { type: "progress", scanned, matched, rows };
        const more = start + i + 1 < queue.length;
        yield {
          type: "end",
          scanned,
          matched,
          next: more ? encode(keyOf(batch[i]!)) : null,
          stop: "page_full",
        };
        return;
      }
    }
    yield { type: "progress", scanned, matched, rows };
    const more = start + batchSize < queue.length;
    if (more && scanned >= budget) {
      yield { type: "end", scanned, matched, next: encode(keyOf(batch.at(-1)!)), stop: "budget" };
      return;
    }
  }
  if (queue.length === 0) yield { type: "progress", scanned, matched, rows: [] };
  yield { type: "end", scanned, matched, next: null, stop: "end_of_data" };
}
