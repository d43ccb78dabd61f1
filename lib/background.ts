// The dashboard's background work, started with the process by instrumentation.ts: the case
// index's sync (its lease decides which process works), the reconciler (decisions and deletions left in flight), the audit digest timer and the
// scheduled verification of the audit log. Starting twice is harmless (each piece is guarded
// by the database: conditional settling updates, digests created once per seq, one claimed
// verification per slot); the flag on globalThis only saves a second set of timers when
// Next.js loads this module in more than one chunk.
import "server-only";
import { digestHead } from "./audit/digest-schedule";
import { scheduledVerification } from "./audit/verify-schedule";
import { env } from "./env";
import { startCaseIndexSync } from "./case-index/start";
import { startReconciler } from "./reconciler";

const processWide = globalThis as unknown as { kycBackgroundStarted?: boolean };

function every(ms: number, name: string, work: () => Promise<void>): void {
  const run = () =>
    work().catch((error: unknown) =>
      console.error(`[dashboard] ${name} failed:`, error instanceof Error ? error.message : error),
    );
  setInterval(run, ms).unref();
  void run();
}

export function startBackgroundWork(): void {
  const { nodeEnv, audit } = env();
  // Not in tests, where fixtures stage half-finished states and tampered logs on purpose.
  if (processWide.kycBackgroundStarted || nodeEnv === "test") return;
  processWide.kycBackgroundStarted = true;
  startCaseIndexSync();
  startReconciler();
  every(audit.digestIntervalMs, "audit digest", digestHead);
  if (audit.verifyIntervalMs > 0)
    every(audit.verifyIntervalMs, "scheduled audit verification", scheduledVerification);
}
