// Every test file: `server-only` is a guard for Next.js bundles; in Vitest it is a no-op.
// The dashboard's configuration points at the test service and at a fresh copy of the
// migrated dashboard database, so files never share rows or wait on each other's writes.
//
// Most files share their worker with the files before it (vitest.config.ts, `isolate: false`),
// so this file gives each one what a process of its own would: the project's modules evaluated
// afresh (lib/env.ts reads the environment again, no module keeps another file's state), the
// environment as the worker started with it plus this file's own settings, and no database or
// service client of another file. Only the dependencies' modules (Prisma, Next, sharp) stay
// loaded, which is what the sharing saves.
import { randomUUID } from "node:crypto";
import { copyFileSync } from "node:fs";
import path from "node:path";
import { inject, vi } from "vitest";

vi.resetModules();
const worker = globalThis as { workerEnv?: NodeJS.ProcessEnv; db?: unknown; kycClient?: unknown };
worker.workerEnv ??= { ...process.env };
for (const name of Object.keys(process.env)) if (!(name in worker.workerEnv)) delete process.env[name];
Object.assign(process.env, worker.workerEnv);

vi.mock("server-only", () => ({}));

const service = inject("kycService");
const database = path.join(service.dataDir, `dashboard-${randomUUID()}.db`);
copyFileSync(service.dashboardTemplate, database);
process.env.KYC_DATA_DIR = service.dataDir;
process.env.DATABASE_URL = `file:${database}`;
// Signed digests belong to one audit log: each file's database gets its own directory.
process.env.AUDIT_DIGEST_DIR = path.join(service.dataDir, `audit-digests-${randomUUID()}`);
process.env.KYC_API_BASE_URL = service.baseUrl;
process.env.SIGNIN_SLOWDOWN_MS = "1"; // the delays themselves are checked in lib/auth/throttle.test.ts
// The previous file's clients are its own: closed, and made again on first use.
await (worker.db as { $disconnect?: () => Promise<void> } | undefined)?.$disconnect?.();
await (worker.kycClient as { close?: () => Promise<void> } | undefined)?.close?.();
worker.db = undefined;
worker.kycClient = undefined;

// Next's request scope does not exist in Vitest: tests choose the caller (tests/support/request-scope.ts).
vi.mock("next/headers", async () => (await import("./request-scope")).mockedNextHeaders);
// Nor does Next's page cache: revalidatePath has nothing to invalidate here.
vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));
// connection() waits for Next's request; here every call is a request.
vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  connection: async () => undefined,
}));
