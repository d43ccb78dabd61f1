import type { Metadata } from "next";
import { connection } from "next/server";
import { AccountPages, AccountSearch } from "@/components/users/account-search";
import { CreateUserForm } from "@/components/users/create-user-form";
import { UserControls } from "@/components/users/user-controls";
import { authorize } from "@/lib/auth/session";
import { requestPreferences } from "@/lib/i18n/request-preferences";
import { translator } from "@/lib/i18n/server";
import { fetchUsers, parseUserSearch } from "@/lib/users/queries";
import { formatUtc } from "@/lib/time";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await translator())("users.title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function UsersPage({ searchParams }: Props) {
  await connection();
  const actor = await authorize("users:manage");
  const search = parseUserSearch(await searchParams);
  const [found, t, local] = await Promise.all([fetchUsers(search), translator(), requestPreferences()]);
  const time = (d: Date | null) => formatUtc(d, { fallback: t("users.table.never"), local });
  return (
    <section aria-labelledby="users-heading" className="space-y-6">
      <div>
        <h1 id="users-heading" className="text-xl font-semibold">
          {t("users.title")}
        </h1>
        <p className="text-sm text-slate-600">{t("users.intro")}</p>
      </div>
      <div className="max-w-md rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="mb-2 font-medium">{t("users.create.heading")}</h2>
        <CreateUserForm />
      </div>
      <AccountSearch search={search} />
      <table className="w-full border-collapse overflow-hidden rounded-lg bg-white text-sm">
        <caption className="sr-only">{t("users.table.caption")}</caption>
        <thead className="bg-slate-100 text-left">
          <tr>
            <th className="p-2">{t("users.table.account")}</th>
            <th className="p-2">{t("users.table.role")}</th>
            <th className="p-2">{t("users.table.lastSignIn")}</th>
            <th className="p-2">{t("users.table.status")}</th>
            <th className="p-2">{t("users.table.change")}</th>
          </tr>
        </thead>
        <tbody>
          {found.rows.map((u) => (
            <tr key={u.id} className="border-t border-slate-200 align-top" data-testid={`user-${u.email}`}>
              <td className="p-2">
                {u.name}
                <br />
                <span className="text-xs text-slate-600">{u.email}</span>
                {u.sso ? <span className="ml-1 text-xs text-slate-500">{t("users.table.sso")}</span> : null}
              </td>
              <td className="p-2">{t(`shell.roles.${u.role}`)}</td>
              <td className="p-2 text-xs">{time(u.lastSignInAt)}</td>
              <td className="p-2">
                {u.disabled ? (
                  <span className="rounded bg-rose-100 px-1.5 py-0.5 text-xs text-rose-900">
                    {t("users.table.disabled")}
                  </span>
                ) : (
                  t("users.table.active")
                )}
              </td>
              <td className="p-2">
                {u.id === actor.id ? (
                  <span className="text-xs text-slate-500">{t("users.table.you")}</span>
                ) : (
                  <UserControls id={u.id} email={u.email} role={u.role} disabled={u.disabled} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <AccountPages search={search} found={found} />
    </section>
  );
}
