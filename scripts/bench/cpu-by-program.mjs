// CPU per program of a command and everything it starts (Linux): runs the command, reads
// /proc once a second, and at the end prints the user + system seconds of every process
// whose working directory is inside the directory it was started in, summed by program, and
// how busy the whole machine was in each 30 s of the run. How
// the figures of docs/benchmarks.md, "The test suite", were taken, from the checkout's root:
//   node scripts/bench/cpu-by-program.mjs bash .ci/run
// Plain JavaScript run by node itself, not through tsx: `.ci/run` replaces node_modules
// (npm ci) while this runs. A process that ends between two reads loses at most its last
// second; the sums are a floor.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, readlinkSync } from "node:fs";

// Where it was started, not where this file is: a copy of the script can measure another clone.
const root = process.cwd();
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: node scripts/bench/cpu-by-program.mjs <command> [args...]");
  process.exit(2);
}
const ticksPerSecond = 100; // USER_HZ on Linux

// Node programs are told apart by what they run; the others by their name in /proc.
const nodePrograms = ["kyc-service", "vitest", "playwright", "prisma", "eslint", "prettier", "tsc", "npm"];

/**
 * Latest CPU seconds per process (pid and start time, so a reused pid is another process).
 * @type {Map<string, { program: string, seconds: number }>}
 */
const seen = new Map();

function read() {
  for (const pid of readdirSync("/proc")) {
    // Not this sampler itself.
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
    try {
      if (!readlinkSync(`/proc/${pid}/cwd`).startsWith(root)) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const seconds = (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
      const commandLine = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
      const program = name.startsWith("node")
        ? (nodePrograms.find((p) => commandLine.includes(p)) ?? "node")
        : name;
      seen.set(`${pid}:${fields[19]}`, { program, seconds });
    } catch {
      // Ended while being read, or not ours to read.
    }
  }
}

// The whole machine's busy share (all cores, every process), per 30 s of the run: where the
// cores sat idle, and where the command was bound by CPU.
const windowSeconds = 30;
let lastStat = machineTicks();
function machineTicks() {
  const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
  const ticks = fields.map(Number);
  const idle = ticks[3] + ticks[4]; // idle and iowait
  return { busy: ticks.reduce((sum, t) => sum + t, 0) - idle, all: ticks.reduce((sum, t) => sum + t, 0) };
}
/** @type {{ busy: number, all: number }[]} */
const windowTicks = [];
function sampleMachine() {
  const now = machineTicks();
  const index = Math.floor((Date.now() - started) / 1000 / windowSeconds);
  const window = (windowTicks[index] ??= { busy: 0, all: 0 });
  window.busy += now.busy - lastStat.busy;
  window.all += now.all - lastStat.all;
  lastStat = now;
}

const started = Date.now();
const timer = setInterval(() => {
  read();
  sampleMachine();
}, 1000);
const child = spawn(command, args, { stdio: "inherit" });
child.on("close", (code) => {
  clearInterval(timer);
  read();
  /** @type {Map<string, number>} */
  const byProgram = new Map();
  for (const { program, seconds } of seen.values())
    byProgram.set(program, (byProgram.get(program) ?? 0) + seconds);
  const rows = [...byProgram].sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, seconds]) => sum + seconds, 0);
  console.log(
    `\nCPU by program: ${total.toFixed(0)} core-seconds in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  for (const [program, seconds] of rows) console.log(`${seconds.toFixed(0).padStart(6)}  ${program}`);
  const busy = Array.from(windowTicks, (w) => (w?.all ? Math.round((100 * w.busy) / w.all) : 0));
  console.log(`machine busy, % of all cores per ${windowSeconds} s: ${busy.join(" ")}`);
  process.exit(code ?? 1);
});
