// Imported once at dashboard start: validate the configuration and stop with one clear
// line if it is wrong, instead of failing on the first request.
import { ConfigError } from "../common/config/parse-env";
import { loadDashboardEnv } from "./env";

try {
  loadDashboardEnv();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`[dashboard] ${error.message}`);
  process.exit(1);
}
