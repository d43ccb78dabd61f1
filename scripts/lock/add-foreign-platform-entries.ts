// Adds lockfile entries for other platforms' optional native packages (macOS, Windows, ARM,
// musl...) that the registry reachable from this workplace does not serve: npm can then not
// write them itself, and `npm ci` rejects a lock whose optional dependencies have no entry.
// Each entry carries the version its parent asks for and the os/cpu/libc that its name says,
// so npm skips it on any other platform and fetches it normally on its own.
// Run after any `npm install` that changes package-lock.json: `npm run lock:repair`.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

interface LockEntry {
  version?: string;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  license?: string;
  engines?: Record<string, string>;
}

const lockFile = path.resolve(import.meta.dirname, "../../package-lock.json");
const lock = JSON.parse(readFileSync(lockFile, "utf8")) as { packages: Record<string, LockEntry> };

const platforms: [RegExp, string][] = [
  [/darwin/, "darwin"],
  [/win32/, "win32"],
  [/freebsd/, "freebsd"],
  [/android/, "android"],
  [/openharmony/, "openharmony"],
  [/linux/, "linux"],
];
const cpus: [RegExp, string][] = [
  [/arm64|aarch64/, "arm64"],
  [/x64/, "x64"],
  [/arm-|armv7|gnueabihf|musleabihf|arm-eabi/, "arm"],
  [/ia32/, "ia32"],
  [/loong64/, "loong64"],
  [/ppc64/, "ppc64"],
  [/riscv64/, "riscv64"],
  [/s390x/, "s390x"],
  [/wasm32/, "wasm32"],
];

function platformOf(name: string): Pick<LockEntry, "os" | "cpu" | "libc"> | null {
  const os = platforms.find(([re]) => re.test(name))?.[1];
  const cpu = cpus.find(([re]) => re.test(name))?.[1];
  if (cpu === "wasm32") return { cpu: ["wasm32"] };
  if (!os || !cpu) return null;
  const libc =
    os === "linux" ? (/musl/.test(name) ? ["musl"] : /gnu/.test(name) ? ["glibc"] : undefined) : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location === "" ? "" : `${location}/`;
    const nested = `${base}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(spec)) continue;
    // The cpu "wasm32" matches no real machine, so npm skips a wasm fallback like any other.
    lock.packages[hoisted] = { version: spec, optional: true, ...platform };
    added++;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} entries for other platforms' optional packages`);
