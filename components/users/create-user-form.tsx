"use client";
// After an error every field keeps what was typed and chosen, with its message beside it;
// after success the form is cleared, so the initial password does not stay on screen.
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { FieldError } from "@/components/ui/field-error";
import { RoleOptions } from "./role-options";
import { createUser } from "@/lib/users/actions";

const input = "mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm";

export function CreateUserForm() {
  const t = useTranslations("users.create");
  return (
    <ActionForm
      action={createUser}
      submitLabel={t("submit")}
      pendingLabel={t("pending")}
      success={t("done")}
      clearOnDone
    >
      <label className="block text-sm">
        <span className="font-medium">{t("email")}</span>
        <input name="email" type="email" required className={input} />
      </label>
      <FieldError name="email" />
      <label className="block text-sm">
        <span className="font-medium">{t("name")}</span>
        <input name="name" required className={input} />
      </label>
      <FieldError name="name" />
      <label className="block text-sm">
        <span className="font-medium">{t("role")}</span>
        <select name="role" defaultValue="reviewer" className={input}>
          <RoleOptions />
        </select>
      </label>
      <FieldError name="role" />
      <label className="block text-sm">
        <span className="font-medium">{t("password")}</span>
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={12}
          className={input}
        />
      </label>
      <FieldError name="password" />
    </ActionForm>
  );
}
