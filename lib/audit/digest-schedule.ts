// When digests are written: after every AUDIT_DIGEST_EVERY-th event (by the process that
// appended it), and by each dashboard process's timer (background.ts) at its start and every
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

export function digestAfterAppend(head: ChainHead): void {
  if (head.seq % env().audit.digestEvery === 0) void write(head);
}

/** The timer's turn: sign the head if it moved since the newest digest. */
export async function digestHead(): Promise<void> {
  const head = await currentHead(db());
  if (head) await write(head);
}
