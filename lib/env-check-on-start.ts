// Imported once at dashboard start: validate the configuration and stop with one clear
// line if it is wrong, instead of failing on the first request; then take the client's
// address only from trusted proxies (lib/client-ip-hook.ts).
import { ConfigError } from "../common/config/parse-env";
import { installClientIpHook } from "./client-ip-hook";
import { loadDashboardEnv } from "./env";

try {
  installClientIpHook(loadDashboardEnv().trustedProxies());
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`[dashboard] ${error.message}`);
  process.exit(1);
}
