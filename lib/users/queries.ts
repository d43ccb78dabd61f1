// Reads of accounts for the /admin/users page (never the password hash).
import "server-only";
import type { Role } from "../auth/permissions";
import { db } from "../db";

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

export async function fetchUsers(): Promise<UserRow[]> {
  const rows = await db().reviewer.findMany({ orderBy: [{ disabled: "asc" }, { email: "asc" }] });
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role as Role,
    disabled: r.disabled,
    lastSignInAt: r.lastSignInAt,
    createdAt: r.createdAt,
    sso: r.passwordHash === null,
  }));
}
