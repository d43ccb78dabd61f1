import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["**/*.test.ts"],
    exclude: ["node_modules/**", ".next/**", ".data/**", "tests/e2e/**", "generated/**"],
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
  },
});
