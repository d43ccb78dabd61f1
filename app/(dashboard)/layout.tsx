import Link from "next/link";
import { LanguageSwitch } from "@/components/i18n/language-switch";
import { signOutAndLeave } from "@/lib/auth/sign-in-actions";
import { can, type Permission } from "@/lib/auth/permissions";
import { currentActor } from "@/lib/auth/session";
import { translator } from "@/lib/i18n/server";

// Links shown to those whose role allows the page (each page still checks for itself).
const links = [
  { href: "/submissions", label: "submissions", permission: "submissions:read" },
  { href: "/deletions", label: "deletions", permission: "deletions:request" },
  { href: "/audit", label: "audit", permission: "audit:read" },
  { href: "/overview", label: "overview", permission: "overview:read" },
  { href: "/admin/queues", label: "queues", permission: "queues:manage" },
  { href: "/admin/routing", label: "routing", permission: "queues:manage" },
  { href: "/admin/users", label: "users", permission: "users:manage" },
] as const satisfies readonly { href: string; label: string; permission: Permission }[];

export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const [actor, t] = await Promise.all([currentActor(), translator()]);
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <nav
          aria-label={t("shell.mainNav")}
          className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3"
        >
          <Link href="/submissions" className="whitespace-nowrap font-semibold text-slate-900">
            {t("shell.brand")}
          </Link>
          {actor
            ? links
                .filter((link) => can(actor.role, link.permission))
                .map((link) => (
                  <Link
                    key={link.href}
                    href={link.href}
                    className="whitespace-nowrap text-sm text-slate-600 hover:text-slate-900"
                  >
                    {t(`shell.nav.${link.label}`)}
                  </Link>
                ))
            : null}
          {actor ? (
            <div className="ml-auto flex items-center gap-3 text-sm">
              <Link href="/settings" className="whitespace-nowrap text-slate-600 hover:text-slate-900">
                {t("shell.settings")}
              </Link>
              <LanguageSwitch />
              <form action={signOutAndLeave} className="flex items-center gap-3">
                <span className="text-slate-600">
                  {actor.email}{" "}
                  <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs">
                    {t(`shell.roles.${actor.role}`)}
                  </span>
                </span>
                <button type="submit" className="font-medium text-slate-900 underline">
                  {t("shell.signOut")}
                </button>
              </form>
            </div>
          ) : null}
        </nav>
      </header>
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">{children}</main>
    </div>
  );
}
