// Runs once when the dashboard server starts (Node.js runtime only).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  await import("./lib/env-check-on-start");
  await import("./lib/case-index/on-start");
}
