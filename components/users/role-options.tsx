"use client";
// The roles as people read them; the value is what the server stores.
import { useTranslations } from "next-intl";
import { roles } from "@/lib/auth/permissions";

export function RoleOptions() {
  const t = useTranslations("users.roleOptions");
  return (
    <>
      {roles.map((role) => (
        <option key={role} value={role}>
          {t(role)}
        </option>
      ))}
    </>
  );
}
