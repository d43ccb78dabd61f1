// Finishes upstream changes left in flight (decisions, deletions) by reading the KYC
// service's state: once when the process starts (lib/background.ts), then on a timer. Every
// process runs one; the settling updates are conditional, so several never store an
// outcome twice. Not in tests, where fixtures stage half-finished states on purpose.
import "server-only";
import { reconcileDecisions } from "./decisions/reconcile";
import { reconcileDeletions } from "./deletions/reconcile";
import { env } from "./env";

const state = globalThis as unknown as { kycReconciler?: NodeJS.Timeout; kycReconciling?: boolean };

export async function reconcileOnce(): Promise<{ decisions: number; deletions: number }> {
  const decisions = await reconcileDecisions();
  const deletions = await reconcileDeletions();
  return { decisions, deletions };
}

async function round() {
  // One round at a time per process: a round slower than the interval (a slow service) would
  // otherwise settle the same row twice and audit it twice.
  if (state.kycReconciling) return;
  state.kycReconciling = true;
  try {
    const settled = await reconcileOnce();
    if (settled.decisions || settled.deletions)
      console.info(
        `[dashboard] reconciler settled ${settled.decisions} decision(s), ${settled.deletions} deletion(s)`,
      );
  } catch (error) {
    console.error("[dashboard] reconciler round failed:", error instanceof Error ? error.message : error);
  } finally {
    state.kycReconciling = false;
  }
}

export function startReconciler(): void {
  if (state.kycReconciler) return;
  const { nodeEnv, reconcileIntervalSeconds } = env();
  if (state.kycReconciler || nodeEnv === "test" || reconcileIntervalSeconds === 0) return;
  state.kycReconciler = setInterval(() => void round(), reconcileIntervalSeconds * 1000);
  state.kycReconciler.unref();
  void round();
}
