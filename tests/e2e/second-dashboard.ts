// A second dashboard process of the e2e run, started with `next start` from the same build and
// data directory (so the same accounts and secrets) but reaching the KYC service through
// another address, e.g. the fault proxy.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { e2eDataDir } from "./accounts";

export interface SecondDashboard {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

export async function startSecondDashboard(
  port: number,
  env: Record<string, string>,
): Promise<SecondDashboard> {
  const next = path.resolve("node_modules", "next", "dist", "bin", "next");
  const child: ChildProcess = spawn(process.execPath, [next, "start", "-p", String(port)], {
    env: { ...process.env, KYC_DATA_DIR: e2eDataDir, NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the second dashboard stopped at start:\n${output}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, output: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the second dashboard did not start within 60 s:\n${output}`);
}
