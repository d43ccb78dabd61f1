// The hash chain of the audit log: each event's hash covers its content and the previous
// event's hash, so changing, removing or reordering any event breaks every later link.
// Shared by recording, `npm run audit:verify` and the bench; no database access here.
import { createHash } from "node:crypto";

/** What an event's hash covers: every column except seq (assigned by the database) and the hashes. */
export interface ChainedContent {
  at: Date;
  actorId: string | null;
  actorEmail: string | null;
  actorRole: string | null;
  action: string;
  targetId: string | null;
  outcome: string;
  reason: string | null;
  statedReason: string | null;
  detail: string | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

/** The prevHash of the first event. */
export const genesisHash = "0".repeat(64);

const formatVersion = "v1";

export function eventHash(content: ChainedContent, prevHash: string): string {
  // A JSON array is an unambiguous encoding: no field can bleed into the next.
  const canonical = JSON.stringify([
    formatVersion,
    content.at.toISOString(),
    content.actorId,
    content.actorEmail,
    content.actorRole,
    content.action,
    content.targetId,
    content.outcome,
    content.reason,
    content.statedReason,
    content.detail,
    content.ip,
    content.userAgent,
    content.requestId,
    prevHash,
  ]);
  return createHash("sha256").update(canonical).digest("hex");
}
