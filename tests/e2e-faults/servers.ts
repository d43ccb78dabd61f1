// The fault tests' own dashboard process and proxy, in front of the e2e run's KYC service.
// Ports are overridable like the e2e ones, so that two checkouts can run side by side.
import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { e2eDataDir, type E2EAccount } from "../e2e/accounts";
import { DashboardProcess } from "./dashboard-process";
import { FaultProxy } from "./fault-proxy";

export const faultPorts = {
  dashboard: Number(process.env.E2E_FAULT_DASHBOARD_PORT ?? 3101),
  proxy: Number(process.env.E2E_FAULT_PROXY_PORT ?? 8445),
  service: Number(process.env.E2E_SERVICE_PORT ?? 8444),
};

export async function startFaultServers(extraEnv: Record<string, string> = {}) {
  const proxy = new FaultProxy(e2eDataDir, faultPorts.service);
  await proxy.listen(faultPorts.proxy);
  const dashboard = new DashboardProcess({
    port: faultPorts.dashboard,
    kycBaseUrl: `https://127.0.0.1:${faultPorts.proxy}`,
    env: extraEnv,
  });
  await dashboard.prepare();
  await dashboard.start();
  return { proxy, dashboard };
}

export async function signInTo(page: Page, dashboard: DashboardProcess, account: E2EAccount, path: string) {
  await page.goto(`${dashboard.url}/signin?callbackUrl=${encodeURIComponent(path)}`);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeVisible();
}
