// E2E accounts: created straight in the e2e dashboard database (the same file the started
// dashboard uses), each with its own random password, and disabled again after the test.
import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { hashPassword } from "../../lib/auth/password";
import type { Role } from "../../lib/auth/permissions";
import { createDb, type Db } from "../../lib/database/dashboard-db";
import { noteSensitive } from "./sensitive-values";

export const e2eDataDir = ".data/e2e";

export interface E2EAccount {
  id: string;
  email: string;
  role: Role;
  password: string;
}

export class E2EAccounts {
  private db: Db | undefined;
  private created: string[] = [];

  database(): Db {
    this.db ??= createDb(`file:${path.resolve(e2eDataDir, "dashboard.db")}`);
    return this.db;
  }

  async create(role: Role): Promise<E2EAccount> {
    const password = randomBytes(12).toString("base64url");
    const email = `e2e-${role}-${randomUUID().slice(0, 8)}@example.test`;
    const row = await this.database().reviewer.create({
      data: { email, name: `E2E ${role}`, role, passwordHash: await hashPassword(password) },
    });
    this.created.push(row.id);
    noteSensitive("e-mail", email, `e2e ${role} account`);
    noteSensitive("password", password, `e2e ${role} account`);
    return { id: row.id, email, role, password };
  }

  async cleanUp(): Promise<void> {
    if (!this.db) return;
    await this.db.reviewer.updateMany({ where: { id: { in: this.created } }, data: { disabled: true } });
    await this.db.$disconnect();
  }
}
