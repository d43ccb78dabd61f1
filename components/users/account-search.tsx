// The users page's search and its pages: a plain GET form and links, so a found account is a
// shareable address and the page works before its script has loaded.
import Link from "next/link";
import { translator } from "@/lib/i18n/server";
import { usersPageSize, type UserSearch, type UsersPage } from "@/lib/users/queries";

function address(query: string, page: number): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `/admin/users${search ? `?${search}` : ""}`;
}

export async function AccountSearch({ search }: { search: UserSearch }) {
  const t = await translator();
  return (
    <form method="get" action="/admin/users" role="search" className="flex flex-wrap items-end gap-2">
      <label className="text-sm">
        <span className="font-medium">{t("users.search.label")}</span>
        <input
          type="search"
          name="q"
          defaultValue={search.query}
          placeholder={t("users.search.placeholder")}
          className="mt-1 block w-72 max-w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
        />
      </label>
      <button
        type="submit"
        className="rounded-md bg-slate-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-slate-700"
      >
        {t("users.search.submit")}
      </button>
      {search.query ? (
        <Link href="/admin/users" className="text-sm underline">
          {t("users.search.clear")}
        </Link>
      ) : null}
    </form>
  );
}

export async function AccountPages({ search, found }: { search: UserSearch; found: UsersPage }) {
  const t = await translator();
  const from = found.total === 0 ? 0 : (found.page - 1) * usersPageSize + 1;
  const to = Math.min(found.total, found.page * usersPageSize);
  return (
    <nav aria-label={t("users.search.pages")} className="flex flex-wrap items-center gap-4 text-sm">
      <span role="status">
        {found.total === 0
          ? t("users.search.none")
          : t("users.search.showing", { from, to, total: found.total })}
      </span>
      {found.page > 1 ? (
        <Link href={address(search.query, found.page - 1)} className="underline">
          {t("users.search.previous")}
        </Link>
      ) : null}
      {found.page < found.pages ? (
        <Link href={address(search.query, found.page + 1)} className="underline">
          {t("users.search.next")}
        </Link>
      ) : null}
    </nav>
  );
}
