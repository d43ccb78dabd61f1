// The single sign-on tests' servers: a real OpenID Connect provider on localhost and a
// dashboard process (`next start`, its own database) configured with AUTH_OIDC_* for it,
// reaching the e2e run's KYC service directly. Ports are overridable like the e2e ones.
import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";
import type { Role } from "../../lib/auth/permissions";
import { DashboardProcess } from "../e2e-faults/dashboard-process";
import { noteSensitive } from "../e2e/sensitive-values";
import { IdentityProvider } from "./identity-provider";

export const ssoPorts = {
  dashboard: Number(process.env.E2E_SSO_DASHBOARD_PORT ?? 3102),
  provider: Number(process.env.E2E_OIDC_PORT ?? 8446),
  service: Number(process.env.E2E_SERVICE_PORT ?? 8444),
};

export const ssoButtonName = "Continue with Company SSO";

export async function startSsoServers() {
  const provider = new IdentityProvider({
    port: ssoPorts.provider,
    dashboardUrl: `http://localhost:${ssoPorts.dashboard}`,
  });
  await provider.start();
  noteSensitive("secret", provider.clientSecret, "the e2e single sign-on client secret");
  const dashboard = new DashboardProcess({
    port: ssoPorts.dashboard,
    kycBaseUrl: `https://localhost:${ssoPorts.service}`,
    logName: "sso-dashboard",
    env: {
      AUTH_OIDC_ISSUER: provider.issuer,
      AUTH_OIDC_CLIENT_ID: provider.clientId,
      AUTH_OIDC_CLIENT_SECRET: provider.clientSecret,
      AUTH_OIDC_NAME: "Company SSO",
    },
  });
  await dashboard.prepare();
  await dashboard.start();
  return { provider, dashboard };
}

/** An account that signs in only by single sign-on (no password), enabled or not. */
export async function ssoAccount(dashboard: DashboardProcess, role: Role, disabled = false) {
  const email = `sso-${role}-${Math.random().toString(36).slice(2, 10)}@example.test`;
  noteSensitive("e-mail", email, `single sign-on ${role} account`);
  return dashboard.db().reviewer.create({ data: { email, name: `SSO ${role}`, role, disabled } });
}

/**
 * From the dashboard's sign-in page through the provider's own login and consent pages.
 * Those development pages import a web font from the internet, which this machine cannot
 * reach: the browser gets an empty stylesheet for it instead of a failed request.
 */
export async function signInThroughProvider(page: Page, dashboardUrl: string, login: string, path: string) {
  await page.route("https://fonts.googleapis.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/css", body: "" }),
  );
  await page.goto(`${dashboardUrl}/signin?callbackUrl=${encodeURIComponent(path)}`);
  await page.getByRole("button", { name: ssoButtonName }).click();
  await expect(page.getByRole("heading", { name: "Sign-in", exact: true })).toBeVisible();
  await page.getByPlaceholder("Enter any login").fill(login);
  await page.getByPlaceholder("and password").fill("any password: the provider's login is the test");
  await page.getByRole("button", { name: "Sign-in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Authorize", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
}
