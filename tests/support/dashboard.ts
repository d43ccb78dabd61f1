// Test fixtures in the dashboard database (this test file's own copy, tests/support/setup.ts).
import { randomUUID } from "node:crypto";
import type { Actor } from "@/lib/auth/actor";
import { hashPassword } from "@/lib/auth/password";
import type { Role } from "@/lib/auth/permissions";
import { db } from "@/lib/db";

/** A new enabled reviewer account with the given role (and password, if given). */
export async function createAccount(
  role: Role,
  options: { password?: string; disabled?: boolean } = {},
): Promise<Actor> {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.test`;
  const row = await db().reviewer.create({
    data: {
      email,
      name: `Test ${role}`,
      role,
      disabled: options.disabled ?? false,
      passwordHash: options.password ? await hashPassword(options.password) : null,
    },
  });
  return { id: row.id, email: row.email, role };
}
