import Link from "next/link";
import { signOutAndLeave } from "@/lib/auth/sign-in-actions";
import { can, type Permission } from "@/lib/auth/permissions";
import { currentActor } from "@/lib/auth/session";

// Links shown to those whose role allows the page (each page still checks for itself).
const links: { href: string; label: string; permission: Permission }[] = [
  { href: "/submissions", label: "Submissions", permission: "submissions:read" },
  { href: "/deletions", label: "Deletions", permission: "deletions:request" },
  { href: "/audit", label: "Audit log", permission: "audit:read" },
  { href: "/overview", label: "Overview", permission: "overview:read" },
  { href: "/admin/users", label: "Users", permission: "users:manage" },
];

export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const actor = await currentActor();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center gap-6 px-4 py-3">
          <Link href="/submissions" className="font-semibold text-slate-900">
            KYC Review
          </Link>
          {actor
            ? links
                .filter((link) => can(actor.role, link.permission))
                .map((link) => (
                  <Link
                    key={link.href}
                    href={link.href}
                    className="text-sm text-slate-600 hover:text-slate-900"
                  >
                    {link.label}
                  </Link>
                ))
            : null}
          {actor ? (
            <form action={signOutAndLeave} className="ml-auto flex items-center gap-3 text-sm">
              <span className="text-slate-600">
                {actor.email} <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs">{actor.role}</span>
              </span>
              <button type="submit" className="font-medium text-slate-900 underline">
                Sign out
              </button>
            </form>
          ) : null}
        </nav>
      </header>
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">{children}</main>
    </div>
  );
}
