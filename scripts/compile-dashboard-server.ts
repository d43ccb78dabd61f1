// The dashboard's production server (server.ts) as one ES module, compiled by every
// production launch like the service (kyc-service/setup/compile.ts), so it is never stale.
import path from "node:path";
import { bundleForNode } from "../kyc-service/setup/compile";

const root = path.resolve(import.meta.dirname, "..");
export const compiledDashboardServer = path.join(root, "node_modules", ".cache", "dashboard", "server.mjs");

export function compileDashboardServer(): Promise<string> {
  return bundleForNode(path.join(root, "server.ts"), compiledDashboardServer, ["server-only"]);
}
