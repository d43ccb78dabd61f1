// Reads of accounts for the /admin/users page (never the password hash): one page of them at
// a time, found by part of the e-mail or of the name, so a team of thousands of accounts (and
// an e2e database that keeps every run's) lists as fast as a team of ten.
import "server-only";
import type { Role } from "../auth/permissions";
import { db } from "../db";

export const usersPageSize = 50;
const longestSearch = 200;

interface UserRow {
  id: string;
  email: string;
  name: string;
  role: Role;
  disabled: boolean;
  lastSignInAt: Date | null;
  createdAt: Date;
  sso: boolean;
}

export interface UserSearch {
  /** Part of an e-mail address or a name, as typed (trimmed); "" lists every account. */
  query: string;
  /** 1-based. */
  page: number;
}

export interface UsersPage {
  rows: UserRow[];
  /** Accounts that match the search, over every page. */
  total: number;
  page: number;
  pages: number;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/** The page's address parameters: a page that is not a whole number from 1 is the first. */
export function parseUserSearch(params: Record<string, string | string[] | undefined>): UserSearch {
  const page = Number(first(params.page));
  return {
    query: first(params.q).trim().slice(0, longestSearch),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

export async function fetchUsers({ query, page }: UserSearch): Promise<UsersPage> {
  // E-mails are stored lower-cased (lib/users/actions.ts); a name matches as typed.
  const where = query
    ? { OR: [{ email: { contains: query.toLowerCase() } }, { name: { contains: query } }] }
    : {};
  const total = await db().reviewer.count({ where });
  const pages = Math.max(1, Math.ceil(total / usersPageSize));
  // A page past the end (accounts disabled or renamed since the link was made) shows the last.
  const shown = Math.min(page, pages);
  const rows = await db().reviewer.findMany({
    where,
    // By e-mail alone: a row keeps its place when the account is disabled or enabled (sorted
    // active first, it jumped to the last page under the admin's hand).
    orderBy: { email: "asc" },
    skip: (shown - 1) * usersPageSize,
    take: usersPageSize,
  });
  return {
    total,
    page: shown,
    pages,
    rows: rows.map((r) => ({
      id: r.id,
      email: r.email,
      name: r.name,
      role: r.role as Role,
      disabled: r.disabled,
      lastSignInAt: r.lastSignInAt,
      createdAt: r.createdAt,
      sso: r.passwordHash === null,
    })),
  };
}
