// Runs once when the dashboard server starts (Node.js runtime only): check the configuration,
// then start the background work (lib/background.ts) with the process, not on the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  await import("./lib/env-check-on-start");
  const { startBackgroundWork } = await import("./lib/background");
  startBackgroundWork();
}
