// First run: one demo account per role (and a second manager, so four-eyes deletion can be
// tried), with random passwords returned once for the caller to print. Never runs again
// once any account exists.
import { randomBytes } from "node:crypto";
import type { Db } from "../database/dashboard-db";
import { hashPassword } from "./password";
import type { Role } from "./permissions";

const demoAccounts: { email: string; name: string; role: Role }[] = [
  { email: "reviewer@example.test", name: "Demo Reviewer", role: "reviewer" },
  { email: "manager@example.test", name: "Demo Manager", role: "manager" },
  { email: "manager2@example.test", name: "Second Manager", role: "manager" },
  { email: "admin@example.test", name: "Demo Admin", role: "admin" },
];

export async function createDemoAccounts(
  db: Db,
): Promise<{ email: string; role: Role; password: string }[] | null> {
  if ((await db.reviewer.count()) > 0) return null;
  const created = [];
  for (const account of demoAccounts) {
    const password = randomBytes(12).toString("base64url");
    await db.reviewer.create({ data: { ...account, passwordHash: await hashPassword(password) } });
    created.push({ email: account.email, role: account.role, password });
  }
  return created;
}
