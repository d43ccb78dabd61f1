// Playwright's web server for the e2e run: `scripts/dev.ts --production --no-seed` (the KYC service and
// the dashboard under concurrently, which prefixes each line with its program), passed through
// unchanged and also written, line by line, to one file per program under <data dir>/logs/:
// service.log, dashboard.log, and setup.log for the launcher's own lines. tests/e2e-logs/
// searches them for personal data and secrets after the suite.
import { spawn } from "node:child_process";
import { closeSync, mkdirSync, openSync, writeSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";

const logDir = path.resolve(process.env.KYC_DATA_DIR ?? ".data/e2e", "logs");
mkdirSync(logDir, { recursive: true });
// Written synchronously: the files must hold every line already received when the scan reads
// them, and Playwright ends this process with SIGKILL, which would lose anything buffered.
// Appended: every start of the data directory is kept (npm test starts from a fresh one).
const files = {
  service: openSync(path.join(logDir, "service.log"), "a"),
  dashboard: openSync(path.join(logDir, "dashboard.log"), "a"),
  setup: openSync(path.join(logDir, "setup.log"), "a"),
};

// Colours would split a value into pieces the scan could not find, and concurrently adds none
// to a pipe; strip any a program adds on its own.
const ansi = /\x1b\[[0-9;]*m/g;

// The service runs at debug level here, so the scan also searches every read it logged; the
// console (the test run's output) gets the rest, as `npm run dev` shows it at info.
const debugLine = /^\[service\] \d\d:\d\d:\d\d DEBUG /;

function tee(from: Readable, to: Writable) {
  createInterface({ input: from, crlfDelay: Infinity }).on("line", (line) => {
    if (!debugLine.test(line.replace(ansi, ""))) to.write(`${line}\n`);
    const program = /^\[(service|dashboard)\]/.exec(line.replace(ansi, ""))?.[1] as
      "service" | "dashboard" | undefined;
    writeSync(files[program ?? "setup"], `${line.replace(ansi, "")}\n`);
  });
}

const root = path.resolve(import.meta.dirname, "../..");
// Without the demo seed: every spec makes the data it looks at (tests/e2e/spec-data.ts), and
// the seed itself is tested in scripts/demo/seed.test.ts; it was 12 of the 15 s before the
// first test could start.
const child = spawn(
  process.execPath,
  ["--import", "tsx", path.join(root, "scripts/dev.ts"), "--production", "--no-seed"],
  {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
  },
);
tee(child.stdout, process.stdout);
tee(child.stderr, process.stderr);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => {
  for (const fd of Object.values(files)) closeSync(fd);
  process.exit(code ?? (signal ? 1 : 0));
});
