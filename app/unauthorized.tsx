import { headers } from "next/headers";
import Link from "next/link";
import { safeCallbackPath } from "@/lib/auth/callback-path";
import { translator } from "@/lib/i18n/server";

// Shown (with status 401) when a page is opened without a session that may still act: signed
// out elsewhere, expired, or the account was disabled. proxy.ts passes the requested path.
export default async function Unauthorized() {
  const back = safeCallbackPath((await headers()).get("x-pathname"));
  const t = await translator();
  return (
    <main className="mx-auto mt-24 max-w-md space-y-4 rounded-lg border border-slate-200 bg-white p-6">
      <h1 className="text-xl font-semibold">{t("shell.unauthorized.heading")}</h1>
      <p className="text-slate-700">{t("shell.unauthorized.body")}</p>
      <Link
        href={`/signin?callbackUrl=${encodeURIComponent(back)}`}
        className="text-sm font-medium text-slate-900 underline"
      >
        {t("shell.unauthorized.signIn")}
      </Link>
    </main>
  );
}
