// `npm test`: every test. Prettier and ESLint, Vitest (unit + integration against the real service over TLS),
// then a production build of the dashboard, then Playwright e2e in Chromium against both
// programs. Ends with one line "tests: N passed, N failed" counting both runners.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const reports = path.join(root, ".data", "test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const vitestReport = path.join(reports, "vitest.json");
const playwrightReport = path.join(reports, "playwright.json");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

/** Runs one stage, its output passed through, and prints how long it took. */
function run(
  title: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<boolean> {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const child = spawn(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  return new Promise((resolve) => {
    child.on("error", () => resolve(false));
    child.on("exit", (code) => {
      console.log(
        `=== ${title}: ${code === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(0)} s ===`,
      );
      resolve(code === 0);
    });
  });
}

function count(file: string, read: (json: Record<string, unknown>) => [number, number]): [number, number] {
  if (!existsSync(file)) return [0, 0];
  return read(JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>);
}

// Prettier and ESLint are one thread each: side by side on two cores.
const lintOk = (
  await Promise.all([
    run("formatting (prettier)", bin("prettier"), ["--check", "--log-level", "warn", "."]),
    run("lint (eslint: rules and import boundaries)", bin("eslint"), ["."]),
  ])
).every(Boolean);
const unitOk = await run("unit and integration tests (vitest)", bin("vitest"), ["run"], {
  VITEST_JSON_REPORT: vitestReport,
});
const buildOk = await run("dashboard production build", bin("next"), ["build"]);
let e2eOk = false;
if (buildOk) {
  // A fresh e2e data directory each run: its own CA, key, databases and demo data.
  rmSync(path.join(root, ".data", "e2e"), { recursive: true, force: true });
  e2eOk = await run("end-to-end tests (playwright, chromium)", bin("playwright"), ["test"], {
    PLAYWRIGHT_JSON_REPORT: playwrightReport,
  });
}

const [vPassed, vFailed] = count(vitestReport, (j) => [
  Number(j.numPassedTests ?? 0),
  Number(j.numFailedTests ?? 0),
]);
const [pPassed, pFailed] = count(playwrightReport, (j) => {
  const stats = j.stats as { expected?: number; unexpected?: number; flaky?: number } | undefined;
  return [(stats?.expected ?? 0) + (stats?.flaky ?? 0), stats?.unexpected ?? 0];
});
const ok = lintOk && unitOk && buildOk && e2eOk;
// A runner that failed without reporting (crash, build failure) still counts as a failure.
const failed = vFailed + pFailed + (ok || vFailed + pFailed > 0 ? 0 : 1);
console.log(
  `\nvitest: ${vPassed} passed, ${vFailed} failed; playwright: ${pPassed} passed, ${pFailed} failed${buildOk ? "" : "; build FAILED"}${lintOk ? "" : "; lint FAILED"}`,
);
console.log(`tests: ${vPassed + pPassed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
