import type { Metadata } from "next";
import { connection } from "next/server";
import { CreateUserForm } from "@/components/users/create-user-form";
import { UserControls } from "@/components/users/user-controls";
import { authorize } from "@/lib/auth/session";
import { fetchUsers } from "@/lib/users/queries";
import { formatUtc } from "@/lib/time";

export const metadata: Metadata = { title: "Users" };

const time = (d: Date | null) => formatUtc(d, { fallback: "never" });

export default async function UsersPage() {
  await connection();
  const actor = await authorize("users:manage");
  const users = await fetchUsers();
  return (
    <section aria-labelledby="users-heading" className="space-y-6">
      <div>
        <h1 id="users-heading" className="text-xl font-semibold">
          Users
        </h1>
        <p className="text-sm text-slate-600">
          Accounts are disabled, never removed, so the audit log always names who acted. Changes apply on the
          person&apos;s next request.
        </p>
      </div>
      <div className="max-w-md rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="mb-2 font-medium">Create an account</h2>
        <CreateUserForm />
      </div>
      <table className="w-full border-collapse overflow-hidden rounded-lg bg-white text-sm">
        <caption className="sr-only">Accounts</caption>
        <thead className="bg-slate-100 text-left">
          <tr>
            <th className="p-2">Account</th>
            <th className="p-2">Role</th>
            <th className="p-2">Last sign-in</th>
            <th className="p-2">Status</th>
            <th className="p-2">Change</th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.id} className="border-t border-slate-200 align-top" data-testid={`user-${u.email}`}>
              <td className="p-2">
                {u.name}
                <br />
                <span className="text-xs text-slate-600">{u.email}</span>
                {u.sso ? <span className="ml-1 text-xs text-slate-500">(single sign-on)</span> : null}
              </td>
              <td className="p-2">{u.role}</td>
              <td className="p-2 text-xs">{time(u.lastSignInAt)}</td>
              <td className="p-2">
                {u.disabled ? (
                  <span className="rounded bg-rose-100 px-1.5 py-0.5 text-xs text-rose-900">disabled</span>
                ) : (
                  "active"
                )}
              </td>
              <td className="p-2">
                {u.id === actor.id ? (
                  <span className="text-xs text-slate-500">you</span>
                ) : (
                  <UserControls id={u.id} email={u.email} role={u.role} disabled={u.disabled} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
