// A signed-in session for a bench: the account signs in through the real page in Chromium;
// the cookie is handed back for plain HTTP requests, the storage state for browser figures.
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../../tests/support/chromium";
import type { RunningPrograms } from "./review-programs";

export async function signInForBench(
  programs: RunningPrograms,
  account: { email: string; password: string },
): Promise<string> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ baseURL: programs.dashboardUrl });
    await page.goto("/signin?callbackUrl=%2Fsubmissions");
    await page.getByLabel("E-mail").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("button", { name: "Sign out" }).waitFor();
    programs.storageState = await page.context().storageState();
    return (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  } finally {
    await browser.close();
  }
}
