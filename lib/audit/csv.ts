// The audit log as CSV, streamed: pages of events are read only as the browser takes them
// (a pull stream), so exporting a million events holds one page in memory, not the log.
// The columns are the stored ones, hashes included, so the export can be checked against the
// chain; one more, statedText, gives what the statedReason reference points to while it exists
// (read from outside the chain, erasable-text.ts), "(erased)" once the case was erased.
import type { Db } from "../database/dashboard-db";
import { statedTextOf, textsOf } from "./erasable-text";
import type { AuditFilter } from "./filters";
import { searchAudit, type AuditRow } from "./search";

const columns = [
  "seq",
  "at",
  "actorId",
  "actorEmail",
  "actorRole",
  "action",
  "targetId",
  "outcome",
  "reason",
  "statedReason",
  "detail",
  "ip",
  "userAgent",
  "requestId",
  "prevHash",
  "hash",
] as const;

/** One CSV cell (RFC 4180), with formula-looking text defused so a spreadsheet shows it as text. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvLine(row: AuditRow, texts: ReadonlyMap<string, string>): string {
  const stated = statedTextOf(row.statedReason, texts);
  const text = !stated
    ? null
    : stated.kind === "text"
      ? stated.text
      : `(${stated.kind === "notKept" ? "not kept" : stated.kind})`;
  return [...columns.map((column) => csvCell(row[column])), csvCell(text)].join(",") + "\r\n";
}

const csvHeader = [...columns, "statedText"].join(",") + "\r\n";

export function auditCsvStream(db: Db, filter: AuditFilter, pageSize = 1000): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let before = filter.before;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvHeader));
        return;
      }
      const page = await searchAudit(db, { ...filter, before }, pageSize);
      if (page.events.length) {
        const texts = await textsOf(
          page.events.map((e) => e.statedReason),
          db,
        );
        controller.enqueue(encoder.encode(page.events.map((e) => csvLine(e, texts)).join("")));
      }
      // Closed in the same pull: a pull that enqueues nothing is not called again, so a last
      // page with no events (a filter that matches nothing) would leave the download hanging.
      if (page.before === null) controller.close();
      before = page.before ?? undefined;
    },
  });
}
