// Runs once when the dashboard server starts: validate the configuration and stop with
// one clear line if it is wrong, instead of failing on the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { loadDashboardEnv } = await import("./lib/env");
  const { ConfigError } = await import("./lib/config/parse-env");
  try {
    loadDashboardEnv();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`[dashboard] ${error.message}`);
    process.exit(1);
  }
}
