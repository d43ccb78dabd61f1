import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/auth/signin-form";
import { safeCallbackPath } from "@/lib/auth/callback-path";
import { currentActor } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { signInWithSso } from "../../lib/auth/sign-in-actions";

export const metadata: Metadata = { title: "Sign in" };

// Auth.js comes back here with ?error=<type>. AccessDenied: the identity provider knew the
// person, but no enabled account here has their e-mail (lib/auth/sso.ts says which, in the log).
function signInError(type: string): string {
  return type === "AccessDenied"
    ? "Single sign-on confirmed who you are, but no enabled account here has that e-mail. Ask an administrator to add or enable yours."
    : "Sign-in did not succeed. Try again; if it keeps failing, tell an administrator.";
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
  return (
    <main className="mx-auto mt-24 max-w-sm space-y-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="text-xl font-semibold">Sign in to KYC Review</h1>
      {params.error ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {signInError(String(params.error))}
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
            Continue with {sso.name}
          </button>
        </form>
      ) : null}
    </main>
  );
}
