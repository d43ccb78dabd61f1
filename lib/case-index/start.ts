// Starts the case index's sync with the server process (instrumentation.ts): a loop of rounds,
// each after the previous one ended, in every process; the lease decides which one works.
import "server-only";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { env } from "../env";
import { kyc } from "../kyc/connection";
import { syncRound, type RoundOutcome } from "./worker";

export function startCaseIndexSync(): void {
  const { nodeEnv, caseIndex } = env();
  if (nodeEnv === "test" || caseIndex.syncSeconds === 0) return;
  // Who holds the lease: this process, for as long as it lives.
  const holder = `${hostname()}:${process.pid}:${randomUUID()}`;
  const options = {
    holder,
    leaseMs: caseIndex.leaseMs,
    refreshAfterMs: caseIndex.refreshAfterMs,
    reconcileEveryMs: caseIndex.reconcileEveryMs,
  };
  const loop = async () => {
    let outcome: RoundOutcome | "error" = "error";
    try {
      outcome = await syncRound(kyc(), options);
    } catch (error) {
      // The database itself failed (the round records upstream failures): try again next time.
      console.error("[dashboard] case index round failed:", error instanceof Error ? error.message : error);
    }
    // The first build goes on without a pause: a million records are 500 rounds, and a pause
    // of the sync interval between them was most of its time.
    const delay = outcome === "building" ? 0 : caseIndex.syncSeconds * 1000;
    setTimeout(() => void loop(), delay).unref();
  };
  void loop();
}
