"use server";
// User administration (admins only, permission users:manage): create an account, disable or
// enable it (disabling releases the cases it holds), change its role. Each is audited by the action wrapper with the account as
// target. Accounts are never removed, so the audit log's actor ids always resolve.
// An admin cannot disable or demote themselves: there would be no one left to undo it.
// Refusals (users.errors) and validation messages (validation) are catalogue keys: the wrapper
// answers in the reader's language and records English (lib/actions/refusal.ts).
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { action } from "../actions/action";
import { refusal } from "../actions/refusal";
import { invalid } from "../actions/words";
import { normalizeEmail } from "../audit/hmac";
import { hashPassword, minPasswordLength } from "../auth/password";
import { roles, type Role } from "../auth/permissions";
import { endSessionsOf } from "../auth/sessions";
import { releaseAllOf } from "../assignments/write";
import { db } from "../db";

const userId = z.string().min(1).max(100);
const role = z.enum(roles as [Role, ...Role[]], { error: invalid("userRole") });

async function loadUser(id: string) {
  const user = await db().reviewer.findUnique({ where: { id } });
  if (!user) throw refusal("users.errors.noAccount");
  return user;
}

export const createUser = action(
  {
    input: z.object({
      email: z.email({ error: invalid("userEmail") }).max(320),
      name: z
        .string()
        .trim()
        .min(1, { error: invalid("userName") })
        .max(200),
      role,
      password: z
        .string()
        .min(minPasswordLength, { error: invalid("initialPassword") })
        .max(200),
    }),
    permission: "users:manage",
    audit: "user.create",
  },
  async (input, { note }) => {
    const email = normalizeEmail(input.email);
    if (await db().reviewer.findUnique({ where: { email } })) throw refusal("users.errors.exists", { email });
    const user = await db().reviewer.create({
      data: { email, name: input.name, role: input.role, passwordHash: await hashPassword(input.password) },
    });
    note({ target: user.id, details: { email, role: input.role } });
    revalidatePath("/admin/users");
    return { id: user.id };
  },
);

export const setUserDisabled = action(
  {
    input: z.object({ userId, disabled: z.enum(["true", "false"]).transform((v) => v === "true") }),
    permission: "users:manage",
    audit: "user.set_disabled",
    target: (i) => i.userId,
  },
  async (input, { actor, note }) => {
    const user = await loadUser(input.userId);
    note({ details: { email: user.email, disabled: input.disabled } });
    if (user.id === actor.id && input.disabled) throw refusal("users.errors.disableSelf");
    // A disabled account cannot work its cases: they are released with the change, in one
    // transaction, and the event names them, so no case stays held by someone who cannot act.
    const released = await db().$transaction(async (tx) => {
      await tx.reviewer.update({ where: { id: user.id }, data: { disabled: input.disabled } });
      return input.disabled ? releaseAllOf(tx, user.id) : [];
    });
    if (released.length > 0) note({ details: { released } });
    // Enabling again must not bring back a session from before it was disabled.
    if (input.disabled) note({ details: { sessionsEnded: await endSessionsOf(user.id, "disabled") } });
    revalidatePath("/admin/users");
    return { disabled: input.disabled };
  },
);

export const changeUserRole = action(
  {
    input: z.object({ userId, role }),
    permission: "users:manage",
    audit: "user.change_role",
    target: (i) => i.userId,
  },
  async (input, { actor, note }) => {
    const user = await loadUser(input.userId);
    note({ details: { email: user.email, from: user.role, to: input.role } });
    if (user.id === actor.id) throw refusal("users.errors.ownRole");
    await db().reviewer.update({ where: { id: user.id }, data: { role: input.role } });
    note({ details: { sessionsEnded: await endSessionsOf(user.id, "role_changed") } });
    revalidatePath("/admin/users");
    return { role: input.role };
  },
);

/** A new password for someone who lost theirs (the password never reaches the log). */
export const setUserPassword = action(
  {
    input: z.object({
      userId,
      password: z
        .string()
        .min(minPasswordLength, { error: invalid("password") })
        .max(200),
    }),
    permission: "users:manage",
    audit: "user.set_password",
    target: (i) => i.userId,
  },
  async (input, { note }) => {
    const user = await loadUser(input.userId);
    note({ details: { email: user.email } });
    await db().reviewer.update({
      where: { id: user.id },
      data: { passwordHash: await hashPassword(input.password) },
    });
    note({ details: { sessionsEnded: await endSessionsOf(user.id, "password_changed") } });
    return { changed: true };
  },
);
