import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { translator } from "@/lib/i18n/server";
import { SignInForm } from "@/components/auth/signin-form";
import { safeCallbackPath } from "@/lib/auth/callback-path";
import { currentActor } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { signInWithSso } from "../../lib/auth/sign-in-actions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await translator())("signIn.title") };
}

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const callbackUrl = safeCallbackPath(params.callbackUrl);
  if (await currentActor()) redirect(callbackUrl);
  const sso = env().auth.oidc;
  const t = await translator();
  // Auth.js comes back here with ?error=<type>. AccessDenied: the identity provider knew the
  // person, but no enabled account here has their e-mail (lib/auth/sso.ts says which, in the log).
  const error = params.error === "AccessDenied" ? "accessDenied" : "failed";
  return (
    <main className="mx-auto mt-24 max-w-sm space-y-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="text-xl font-semibold">{t("signIn.heading")}</h1>
      {params.error ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {t(`signIn.errors.${error}`)}
        </p>
      ) : null}
      <SignInForm callbackUrl={callbackUrl} />
      {sso ? (
        <form action={signInWithSso}>
          <input type="hidden" name="callbackUrl" value={callbackUrl} />
          <button
            type="submit"
            className="w-full rounded-md border border-slate-300 px-3 py-2 font-medium hover:bg-slate-50"
          >
            {t("signIn.continueWith", { provider: sso.name })}
          </button>
        </form>
      ) : null}
    </main>
  );
}
