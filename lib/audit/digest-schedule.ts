// When digests are written: after the event that takes the chain past a multiple of
// AUDIT_DIGEST_EVERY (by the process that appended it; seq may skip numbers, as a failed
// insert uses one up, so "seq is a multiple" could name an event that never exists), and by the reconciler's timer when the newest digest is an hour old and
// events were recorded since. A failure to write is logged, never fails the audited action.
import { statSync } from "node:fs";
import path from "node:path";
import type { Db } from "../database/dashboard-db";
import { env } from "../env";
import { latestDigest, signingKey, writeDigest, type ChainHead } from "./digest";

const hourMs = 3_600_000;

function write(head: ChainHead) {
  const { audit } = env();
  try {
    writeDigest(audit.digestDir, signingKey(audit.signingSeed()), head);
  } catch (error) {
    console.error("[dashboard] audit digest not written:", error instanceof Error ? error.message : error);
  }
}

export function digestAfterAppend(head: ChainHead, previousSeq: number): void {
  const every = env().audit.digestEvery;
  if (Math.floor(head.seq / every) !== Math.floor(previousSeq / every)) write(head);
}

export async function digestIfDue(db: Db, now = new Date()): Promise<void> {
  const head = await db.auditEvent.findFirst({
    orderBy: { seq: "desc" },
    select: { seq: true, hash: true, at: true },
  });
  if (!head) return;
  const latest = latestDigest(env().audit.digestDir);
  const latestSeq = latest ? Number(/(\d{12})/.exec(latest)?.[1]) : 0;
  if (latestSeq >= head.seq) return;
  const writtenAt = latest ? statSync(path.join(env().audit.digestDir, latest)).mtimeMs : 0;
  if (now.getTime() - writtenAt < hourMs) return;
  write({ seq: head.seq, hash: head.hash, at: head.at.toISOString() });
}
