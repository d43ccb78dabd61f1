// What the queue shows of a submission, and how a queue page travels to the browser: one JSON
// object per line (NDJSON), one line per event. A progress event's rows travel as arrays under
// one list of column names instead of objects that repeat every key. Safe for the browser:
// the route encodes (stream.ts), the queue page decodes (components/queue/queue-scan.tsx).
import type { SubmissionSummary } from "../../common/kyc-api/schemas";
import type { ScanStop } from "./scan";

export interface SubmissionRow {
  id: string;
  createdAt: string;
  name: string | null;
  nationality: string | null;
  idType: string | null;
  status: string;
  amlStatus: string | null;
  riskLevel: string | null;
  /** Number of step 2 attempts, when the upstream list carries them. */
  attempts: number | null;
  email: string | null;
  userid: string | null;
  /** Who holds the case in this dashboard (their name), if anyone. */
  holder: string | null;
  holderId: string | null;
  /** When the case was last decided here (ISO), if it was. */
  decidedAt: string | null;
  /** A possible-duplicate group of this case awaiting a resolution here, if any. */
  duplicate: AwaitingDuplicate | null;
}

/** "open": a reviewer must resolve it; "escalated": suspected fraud, a manager settles it. */
export type AwaitingDuplicate = "open" | "escalated";

/** Who holds a case, as a row shows it. */
export interface RowHolder {
  id: string;
  name: string;
}

/** What the dashboard itself knows about a case, beside the upstream record. */
export interface KnownHere {
  holder?: RowHolder | null;
  decidedAt?: string | null;
  duplicate?: AwaitingDuplicate | null;
}

/** From a full record or a list summary (SubmissionSummary is the part a row reads). */
export function toSubmissionRow(
  record: SubmissionSummary,
  { holder, decidedAt, duplicate }: KnownHere = {},
): SubmissionRow {
  return {
    id: record.submission_id,
    createdAt: record.created_at,
    name: record.data.name ?? null,
    nationality: record.data.nationality ?? null,
    idType: record.data.idType ?? null,
    status: record.kyc.result,
    amlStatus: record.aml?.currentstatus ?? null,
    riskLevel: record.aml?.risk_level_summary ?? null,
    attempts: record.kyc.attempts?.length ?? null,
    email: record.email ?? null,
    userid: record.userid ?? null,
    holder: holder?.name ?? null,
    holderId: holder?.id ?? null,
    decidedAt: decidedAt ?? null,
    duplicate: duplicate ?? null,
  };
}

/** How a page ended: a scan's stop, or "unfiltered" for one plain upstream page. */
export type PageStop = ScanStop | "unfiltered";

export type ScanEvent =
  | { type: "progress"; scanned: number; matched: number; rows: SubmissionRow[] }
  | { type: "end"; scanned: number; matched: number; next: string | null; stop: PageStop }
  | { type: "error"; message: string };

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
  "holder",
  "holderId",
  "decidedAt",
  "duplicate",
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
    row.holder,
    row.holderId,
    row.decidedAt,
    row.duplicate,
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
