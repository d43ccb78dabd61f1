// End-to-end tests in Debian's Chromium against both programs started for real:
// `scripts/dev.ts --production --no-seed` prepares a separate data directory (.data/e2e) without
// the demo data (each spec makes its own), starts the KYC service on 8444 and the built
// dashboard on 3100. `npm test` builds first.
// Both programs' output is also kept in .data/e2e/logs/ (tests/support/logged-servers.ts); the
// "logs" project runs after the suite and searches it for personal data and secrets.
import { randomUUID } from "node:crypto";
import { defineConfig } from "@playwright/test";
import { chromiumArgs, e2eChromiumPath } from "./tests/support/chromium";

// Overridable so that two checkouts can run their e2e suites side by side.
const dashboardPort = Number(process.env.E2E_DASHBOARD_PORT ?? 3100);
const servicePort = Number(process.env.E2E_SERVICE_PORT ?? 8444);
// The dashboard database of this data directory is where tests/e2e/accounts.ts creates accounts.
const dataDir = ".data/e2e";
// One id per `playwright test` run, inherited by the workers (a worker restarts after a failed
// test): e2e data arranged once per run is cached under it (tests/e2e/review-data.ts).
process.env.E2E_RUN_ID ??= randomUUID();

export default defineConfig({
  // Three workers on two cores: every spec owns its data (tests/e2e/spec-data.ts) and filters by
  // it, so spec files run side by side; a spec's own tests run in order. The third fills the
  // time the others wait on the index and the service (with two, the cores were about three
  // quarters busy). The projects that start processes on fixed ports run one file at a time
  // each (`workers: 1`), beside the others.
  projects: [
    // Two dashboard processes on one PostgreSQL database, driven at once (needs
    // KYC_TEST_POSTGRES_URL). First: its one long test runs beside the e2e specs, not after them.
    { name: "replicas", testDir: "tests/e2e-replicas", workers: 1 },
    // Also first, beside the e2e specs rather than after them (they were the run's last 90 s):
    // their own dashboard process and a faulting proxy in front of the same service.
    { name: "faults", testDir: "tests/e2e-faults", workers: 1 },
    // Their own dashboard process, configured for a real OpenID Connect provider the tests start.
    { name: "sso", testDir: "tests/e2e-sso", workers: 1 },
    { name: "e2e", testDir: "tests/e2e" },
    // Tampers with the e2e dashboard's audit log (and puts it back): after the specs that write it.
    { name: "tamper", testDir: "tests/e2e-tamper", dependencies: ["e2e"], workers: 1 },
    // Reads every log the others wrote: last.
    {
      name: "logs",
      testDir: "tests/e2e-logs",
      dependencies: ["e2e", "tamper", "faults", "sso", "replicas"],
    },
  ],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 3,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_REPORT
    ? [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_REPORT }]]
    : [["list"]],
  use: {
    baseURL: `http://localhost:${dashboardPort}`,
    browserName: "chromium",
    launchOptions: { executablePath: e2eChromiumPath(), args: chromiumArgs },
    // A failed test keeps a screenshot. Its trace (DOM snapshots, network, console) is recorded
    // with E2E_TRACE=1: recording it for every test, passing or not, cost about a twentieth of
    // the run's CPU (docs/benchmarks.md, "The test suite"), which the two cores need for the
    // tests themselves. To look into a failure: E2E_TRACE=1 npx playwright test <spec>.
    trace: process.env.E2E_TRACE ? { mode: "retain-on-failure", screenshots: false } : "off",
    screenshot: "only-on-failure",
  },
  webServer: {
    command: "node --import tsx tests/support/logged-servers.ts",
    url: `http://localhost:${dashboardPort}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      KYC_DATA_DIR: dataDir,
      PORT: String(dashboardPort),
      KYC_SERVICE_PORT: String(servicePort),
      // debug: one line per request (reads included) and the OCR outcomes, so the log scan has
      // what it should search; logged-servers.ts keeps the debug lines out of the console.
      KYC_SERVICE_LOG_LEVEL: "debug",
      NEXT_TELEMETRY_DISABLED: "1",
    },
  },
});
