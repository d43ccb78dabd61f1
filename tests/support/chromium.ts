// Debian's Chromium for Playwright (browsers cannot be downloaded here).
import { existsSync } from "node:fs";

const install = "run `apt-get install -y chromium chromium-headless-shell` (the CI script does this)";

/** The whole browser: what a bench that opens Chromium itself uses (Lighthouse, the review bench). */
export function chromiumPath(): string {
  const found = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) => existsSync(path));
  if (!found) throw new Error(`Chromium is not installed: ${install}.`);
  return found;
}

/**
 * The browser the e2e suite drives: Chromium's headless shell (the engine without the
 * browser's UI layer, what Playwright itself runs headless) where it is installed, since it
 * took a third less CPU than the whole browser for the same specs (docs/benchmarks.md, "The
 * test suite") on two cores the suite's other processes need. `--headed` needs the whole
 * browser: E2E_CHROMIUM=/usr/bin/chromium npx playwright test --headed.
 */
export function e2eChromiumPath(): string {
  const chosen = process.env.E2E_CHROMIUM;
  if (chosen) {
    if (!existsSync(chosen)) throw new Error(`E2E_CHROMIUM=${chosen}: no such file.`);
    return chosen;
  }
  return existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : chromiumPath();
}

/** Needed as root in a sandbox with no network beyond loopback. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
