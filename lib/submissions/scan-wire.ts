// The queue stream's wire format: one JSON object per line, one line per ScanEvent. A
// progress event's rows travel as arrays under one list of column names instead of objects
// that repeat every key: 40% fewer bytes for a 2000-row page and less JSON work on both ends
// (docs/review-workspace.md). Used by the route (encode) and the browser (decode).
import type { SubmissionRow } from "./rows";
import type { ScanEvent } from "./scan-stream";

/** The columns in the order encodeRow writes them. */
export const rowColumns = [
  "id",
  "createdAt",
  "name",
  "nationality",
  "idType",
  "status",
  "amlStatus",
  "riskLevel",
  "attempts",
  "email",
  "userid",
] as const satisfies readonly (keyof SubmissionRow)[];

type WireProgress = {
  type: "progress";
  scanned: number;
  matched: number;
  columns: readonly string[];
  rows: unknown[][];
};

function encodeRow(row: SubmissionRow): unknown[] {
  return [
    row.id,
    row.createdAt,
    row.name,
    row.nationality,
    row.idType,
    row.status,
    row.amlStatus,
    row.riskLevel,
    row.attempts,
    row.email,
    row.userid,
  ];
}

/** One line of the stream, without its newline. */
export function encodeScanEvent(event: ScanEvent): string {
  if (event.type !== "progress") return JSON.stringify(event);
  const wire: WireProgress = {
    type: "progress",
    scanned: event.scanned,
    matched: event.matched,
    columns: rowColumns,
    rows: event.rows.map(encodeRow),
  };
  return JSON.stringify(wire);
}

/** A line back to its event; rows are rebuilt by the column names the line carries. */
export function decodeScanEvent(line: string): ScanEvent {
  const parsed = JSON.parse(line) as Exclude<ScanEvent, { type: "progress" }> | WireProgress;
  if (parsed.type !== "progress") return parsed;
  const { columns } = parsed;
  const rows = parsed.rows.map((values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) row[columns[i]!] = values[i];
    return row as unknown as SubmissionRow;
  });
  return { type: "progress", scanned: parsed.scanned, matched: parsed.matched, rows };
}
