// The service's timer for the incremental re-screen (rescreen-incremental.ts): list imports
// run in another process (`npm run aml:import`, which re-screens itself), so this catches an
// import whose re-screen did not finish and applies a change of scoring after a deploy. What
// is pending lives in the database; the timer only decides when to look.
import type { ServiceDb } from "../store/db";
import { rescreenChanges } from "./rescreen-incremental";

export interface RescreenLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export function scheduleRescreen(db: ServiceDb, minutes: number, log: RescreenLog): () => void {
  if (minutes <= 0) return () => {};
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = rescreenChanges(db)
      .then((r) => {
        if (r.mode !== "none")
          log.info(
            {
              aml: {
                rescreen: r.mode,
                listChanges: r.listChanges,
                screened: r.screened,
                changed: r.changes.length,
              },
            },
            "aml rescreen",
          );
      })
      .catch((error: unknown) =>
        log.warn(
          { aml: { rescreen: "failed", cause: error instanceof Error ? error.message : String(error) } },
          "aml rescreen",
        ),
      )
      .finally(() => (running = undefined));
  };
  const timer = setInterval(run, minutes * 60_000);
  timer.unref();
  run();
  return () => clearInterval(timer);
}
