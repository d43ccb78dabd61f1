// Every test file: `server-only` is a guard for Next.js bundles; in Vitest it is a no-op.
// The dashboard's configuration points at the test service and at a fresh copy of the
// migrated dashboard database, so files never share rows or wait on each other's writes.
import { randomUUID } from "node:crypto";
import { copyFileSync } from "node:fs";
import path from "node:path";
import { inject, vi } from "vitest";

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
const shared = globalThis as { db?: unknown; kycClient?: unknown };
shared.db = undefined;
shared.kycClient = undefined;

// Next's request scope does not exist in Vitest: tests choose the caller (tests/support/request-scope.ts).
vi.mock("next/headers", async () => (await import("./request-scope")).mockedNextHeaders);
// Nor does Next's page cache: revalidatePath has nothing to invalidate here.
vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));
