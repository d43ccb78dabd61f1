import Link from "next/link";
import { translator } from "@/lib/i18n/server";

// Shown (with status 403) when a signed-in person opens a page their role does not allow.
export default async function Forbidden() {
  const t = await translator();
  return (
    <main className="mx-auto mt-24 max-w-md space-y-4 rounded-lg border border-slate-200 bg-white p-6">
      <h1 className="text-xl font-semibold">{t("shell.forbidden.heading")}</h1>
      <p className="text-slate-700">{t("shell.forbidden.body")}</p>
      <Link href="/submissions" className="text-sm font-medium text-slate-900 underline">
        {t("shell.forbidden.back")}
      </Link>
    </main>
  );
}
