"use client";
// Change one account's role or password, or disable / enable it (asked first).
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { FieldError } from "@/components/ui/field-error";
import type { Role } from "@/lib/auth/permissions";
import { RoleOptions } from "./role-options";
import { changeUserRole, setUserPassword } from "@/lib/users/actions";
import { AccountAccess } from "./account-access";

export function UserControls({
  id,
  email,
  role,
  disabled,
}: {
  id: string;
  email: string;
  role: Role;
  disabled: boolean;
}) {
  const t = useTranslations("users.controls");
  const hidden = <input type="hidden" name="userId" value={id} />;
  return (
    <div className="flex flex-wrap items-start gap-3">
      <ActionForm
        action={changeUserRole}
        submitLabel={t("changeRole")}
        tone="plain"
        success={t("roleChanged")}
        className="flex items-start gap-2"
      >
        {hidden}
        <select
          name="role"
          defaultValue={role}
          aria-label={t("roleOf", { email })}
          className="rounded-md border border-slate-300 px-2 py-1 text-sm"
        >
          <RoleOptions />
        </select>
        <FieldError name="role" />
      </ActionForm>
      <ActionForm
        action={setUserPassword}
        submitLabel={t("setPassword")}
        tone="plain"
        success={t("passwordSet")}
        className="flex items-start gap-2"
      >
        {hidden}
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          aria-label={t("newPasswordFor", { email })}
          placeholder={t("newPassword")}
          className="w-40 rounded-md border border-slate-300 px-2 py-1 text-sm"
        />
        <FieldError name="password" />
      </ActionForm>
      <AccountAccess id={id} email={email} disabled={disabled} />
    </div>
  );
}
