// Debian's Chromium for Playwright (browsers cannot be downloaded here).
import { existsSync } from "node:fs";

export function chromiumPath(): string {
  const candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const found = candidates.find((path) => existsSync(path));
  if (!found)
    throw new Error(
      "Chromium is not installed: run `apt-get install -y chromium` (the CI script does this).",
    );
  return found;
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
