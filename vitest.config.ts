import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;
const excluded = ["node_modules/**", ".next/**", ".data/**", "tests/e2e/**", "generated/**"];

/**
 * Test files that replace one of the project's own modules with vi.mock (tests/support/setup.ts
 * mocks what every file needs). A worker's mocks outlive the file that made them, so these run
 * in a process of their own; found by reading the files, so a new one needs no list kept.
 */
function filesThatMock(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!["node_modules", ".next", ".data", ".git", "generated"].includes(entry.name)) walk(relative);
      } else if (
        entry.name.endsWith(".test.ts") &&
        /\bvi\.(do)?mock\(/i.test(readFileSync(path.join(root, relative), "utf8"))
      ) {
        found.push(relative);
      }
    }
  };
  walk(".");
  return found;
}
const mocking = filesThatMock();

export default defineConfig({
  resolve: { alias: { "@": path.resolve(root) } },
  test: {
    environment: "node",
    // What next.config.ts's experimental.authInterrupts sets, so unauthorized() and forbidden() work.
    env: { __NEXT_EXPERIMENTAL_AUTH_INTERRUPTS: "true" },
    // next-auth imports "next/server" without an extension, which Node's ESM resolver
    // refuses; inlined, Vite resolves it as Next's bundler would.
    server: { deps: { inline: ["next-auth", "@auth/core"] } },
    // One real KYC service over TLS for the whole run (tests/support/global-setup.ts).
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Three test files at a time on two cores: the integration files wait on the service,
    // PostgreSQL and child processes, and two left the cores a fifth idle once the build and
    // the linters beside Vitest were done (docs/benchmarks.md, "The test suite").
    maxWorkers: 3,
    reporters: process.env.VITEST_JSON_REPORT
      ? ["default", ["json", { outputFile: process.env.VITEST_JSON_REPORT }]]
      : ["default"],
    projects: [
      // A file shares its worker with the files before it: loading Prisma, Next and the rest
      // again for each of 171 files was about a third of Vitest's CPU (docs/benchmarks.md, "The
      // test suite"). tests/support/setup.ts gives each file fresh project modules, its own
      // environment and database, as a process of its own would.
      {
        extends: true,
        test: {
          name: "shared",
          include: ["**/*.test.ts"],
          exclude: [...excluded, ...mocking],
          isolate: false,
        },
      },
      { extends: true, test: { name: "own-process", include: mocking, exclude: excluded, isolate: true } },
    ],
  },
});
