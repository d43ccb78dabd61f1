// The pages' side of the permission matrix: every dashboard page, called as each role and with
// no session. No session: the 401 page (unauthorized()); not allowed: the 403 page (forbidden());
// allowed: anything else (the page, or its own "not found"). Like permission-matrix.test.ts,
// it fails when a page.tsx has no row here. Only Next's request scope is stood in for.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { can, roles, type Permission, type Role } from "@/lib/auth/permissions";
import { createAccount } from "@/tests/support/dashboard";
import { inRequestAs } from "@/tests/support/request-scope";
import AdminUsersPage from "@/app/(dashboard)/admin/users/page";
import AdminQueuesPage from "@/app/(dashboard)/admin/queues/page";
import AdminQueuePage from "@/app/(dashboard)/admin/queues/[id]/page";
import AdminRoutingPage from "@/app/(dashboard)/admin/routing/page";
import AuditPage from "@/app/(dashboard)/audit/page";
import DeletionsPage from "@/app/(dashboard)/deletions/page";
import DuplicatesPage from "@/app/(dashboard)/duplicates/page";
import OverviewPage from "@/app/(dashboard)/overview/page";
import MonitoringPage from "@/app/(dashboard)/monitoring/page";
import MonitoringAlertPage from "@/app/(dashboard)/monitoring/[id]/page";
import SettingsPage from "@/app/(dashboard)/settings/page";
import SubmissionPage from "@/app/(dashboard)/submissions/[id]/page";
import SubmissionsPage from "@/app/(dashboard)/submissions/page";

const root = path.resolve(import.meta.dirname, "../..");
const search = Promise.resolve({});
const pages: Record<string, { permission: Permission; render: () => Promise<unknown> }> = {
  "admin/users": { permission: "users:manage", render: () => AdminUsersPage({ searchParams: search }) },
  "admin/queues": { permission: "queues:manage", render: () => AdminQueuesPage() },
  "admin/queues/[id]": {
    permission: "queues:manage",
    render: () => AdminQueuePage({ params: Promise.resolve({ id: "matrix-none" }) }),
  },
  "admin/routing": { permission: "queues:manage", render: () => AdminRoutingPage({ searchParams: search }) },
  audit: { permission: "audit:read", render: () => AuditPage({ searchParams: search }) },
  deletions: { permission: "deletions:request", render: () => DeletionsPage() },
  duplicates: { permission: "submissions:read", render: () => DuplicatesPage() },
  overview: { permission: "overview:read", render: () => OverviewPage() },
  monitoring: { permission: "monitoring:review", render: () => MonitoringPage() },
  "monitoring/[id]": {
    permission: "monitoring:review",
    render: () => MonitoringAlertPage({ params: Promise.resolve({ id: "matrix-none" }) }),
  },
  "submissions/[id]": {
    permission: "submissions:read",
    render: () => SubmissionPage({ params: Promise.resolve({ id: "matrix-none" }), searchParams: search }),
  },
  submissions: { permission: "submissions:read", render: () => SubmissionsPage({ searchParams: search }) },
  settings: { permission: "preferences:own", render: () => SettingsPage() },
};

function pageFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? pageFiles(full) : name === "page.tsx" ? [full] : [];
  });
}

const digest = (error: unknown) => String((error as { digest?: unknown })?.digest ?? error);

describe("page permission matrix", () => {
  it("covers every page of the dashboard", () => {
    const found = pageFiles(path.join(root, "app", "(dashboard)")).map((f) =>
      path.relative(path.join(root, "app", "(dashboard)"), path.dirname(f)),
    );
    expect(found.sort()).toEqual(Object.keys(pages).sort());
  });

  for (const [name, page] of Object.entries(pages)) {
    for (const role of [null, ...roles] as (Role | null)[]) {
      const allowed = role !== null && can(role, page.permission);
      it(`/${name} as ${role ?? "no session"}: ${role === null ? "sign in" : allowed ? "shown" : "403"}`, async () => {
        await inRequestAs(role ? await createAccount(role) : null);
        const outcome = await page.render().then(() => "rendered", digest);
        if (role === null) expect(outcome).toBe("NEXT_HTTP_ERROR_FALLBACK;401");
        else if (!allowed) expect(outcome).toBe("NEXT_HTTP_ERROR_FALLBACK;403");
        else expect(outcome).toMatch(/^(rendered|NEXT_HTTP_ERROR_FALLBACK;404)$/);
      });
    }
  }
});
