// `npm test`: every test. Vitest (unit + integration against the real service over TLS) side by
// side with Prettier, ESLint and the dashboard's production build, then Playwright e2e in
// Chromium against both programs. Ends with one line "tests: N passed, N failed" counting both
// runners.
//
// Why side by side: Vitest leaves part of the two cores idle while its tests wait on the
// service, PostgreSQL and files, and the three other stages fill it; one after the other they
// added their whole time (docs/benchmarks.md, "The test suite").
// Vitest's output streams as it runs; each side stage's output is printed whole when it ends,
// so the log reads one stage at a time.
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

interface Stage {
  title: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** Keep the output until the stage ends, then print it in one piece. */
  held?: boolean;
}

/** Runs one stage and prints how long it took; resolves to whether it passed. */
function run({ title, command, args, env = {}, held = false }: Stage): Promise<boolean> {
  if (!held) console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const child = spawn(command, args, {
    cwd: root,
    stdio: held ? ["ignore", "pipe", "pipe"] : "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    const end = (ok: boolean) => {
      if (held) process.stdout.write(`\n=== ${title} ===\n${Buffer.concat(output).toString()}`);
      console.log(
        `=== ${title}: ${ok ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(0)} s ===`,
      );
      resolve(ok);
    };
    child.on("error", () => end(false));
    child.on("close", (code) => end(code === 0));
  });
}

function count(file: string, read: (json: Record<string, unknown>) => [number, number]): [number, number] {
  if (!existsSync(file)) return [0, 0];
  return read(JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>);
}

const [unitOk, lintOk, buildOk] = await Promise.all([
  run({
    title: "unit and integration tests (vitest)",
    command: bin("vitest"),
    args: ["run"],
    env: { VITEST_JSON_REPORT: vitestReport },
  }),
  Promise.all([
    run({
      title: "formatting (prettier)",
      command: bin("prettier"),
      args: ["--check", "--log-level", "warn", "."],
      held: true,
    }),
    run({
      title: "lint (eslint: rules and import boundaries)",
      command: bin("eslint"),
      args: ["."],
      held: true,
    }),
  ]).then((results) => results.every(Boolean)),
  run({ title: "dashboard production build", command: bin("next"), args: ["build"], held: true }),
]);
let e2eOk = false;
if (buildOk) {
  // A fresh e2e data directory each run: its own CA, key, databases and demo data.
  rmSync(path.join(root, ".data", "e2e"), { recursive: true, force: true });
  e2eOk = await run({
    title: "end-to-end tests (playwright, chromium)",
    command: bin("playwright"),
    args: ["test"],
    env: { PLAYWRIGHT_JSON_REPORT: playwrightReport },
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
