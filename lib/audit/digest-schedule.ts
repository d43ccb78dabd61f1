// When digests are written: after the event that takes the chain past a multiple of
// AUDIT_DIGEST_EVERY (by the process that appended it; seq may skip numbers, as a failed insert
// on PostgreSQL uses one up, so "seq is a multiple" could name an event that never exists),
// and by each dashboard process's timer (background.ts) at its start and every
// AUDIT_DIGEST_INTERVAL_SECONDS, when events were recorded since the newest digest; also after
// each verification (verification.ts). Several processes signing at once is harmless: a digest
// is only ever created, one per seq. A failure to write is logged, never fails the audited action.
import "server-only";
import { db } from "../db";
import { env } from "../env";
import { signingKey, type ChainHead } from "./digest";
import { currentHead, signHead } from "./digest-sign";
import { openDigestStore } from "./digest-store";

async function write(head: ChainHead): Promise<void> {
  const { audit } = env();
  try {
    const outcome = await signHead(
      db(),
      await openDigestStore(audit.digestTarget),
      signingKey(audit.signingSeed()),
      head,
    );
    if (typeof outcome === "object")
      console.error(`[dashboard] audit digest not written: ${outcome.refused}; run npm run audit:verify`);
  } catch (error) {
    console.error("[dashboard] audit digest not written:", error instanceof Error ? error.message : error);
  }
}

/** Whether the append from previousSeq to seq passed a multiple of `every` (gaps included). */
export const passesDigestPoint = (seq: number, previousSeq: number, every: number) =>
  Math.floor(seq / every) !== Math.floor(previousSeq / every);

export function digestAfterAppend(head: ChainHead, previousSeq: number): void {
  if (passesDigestPoint(head.seq, previousSeq, env().audit.digestEvery)) void write(head);
}

/** The timer's turn: sign the head if it moved since the newest digest. */
export async function digestHead(): Promise<void> {
  const head = await currentHead(db());
  if (head) await write(head);
}
