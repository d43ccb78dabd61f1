"use server";
// Sign-in and sign-out. These are the two mutations outside lib/actions/action.ts: there is
// no session yet (or it is ending). Auth.js records them in the audit log (lib/auth/).
// Messages are in the browser's language (lib/i18n/), as the sign-in page is.
import { AuthError } from "next-auth";
import { headers } from "next/headers";
import { credentialsInput, signInLockedUntil } from "@/lib/auth/credentials";
import { signIn, signOut } from "@/lib/auth/config";
import { safeCallbackPath } from "@/lib/auth/callback-path";
import { requestPreferences } from "@/lib/i18n/request-preferences";
import { translator } from "@/lib/i18n/server";
import { formatUtc } from "@/lib/time";

export interface SignInState {
  error?: string;
  email?: string;
}

export async function signInWithPassword(_previous: SignInState, form: FormData): Promise<SignInState> {
  const t = await translator();
  const parsed = credentialsInput.safeParse({ email: form.get("email"), password: form.get("password") });
  const email = String(form.get("email") ?? "").slice(0, 320);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0] === "email" ? "email" : "password";
    return { error: t(`signIn.errors.${field}`), email };
  }
  const lockedMessage = async () => {
    const until = await signInLockedUntil(parsed.data.email, await headers());
    if (!until) return null;
    const local = await requestPreferences();
    return t("signIn.errors.locked", { time: formatUtc(until, { seconds: true, local }) });
  };
  const locked = await lockedMessage();
  if (locked) return { error: locked, email };
  try {
    await signIn("credentials", { ...parsed.data, redirectTo: safeCallbackPath(form.get("callbackUrl")) });
  } catch (error) {
    // signIn redirects on success by throwing; only Auth.js's own errors mean "refused".
    if (!(error instanceof AuthError)) throw error;
    return { error: (await lockedMessage()) ?? t("signIn.errors.wrong"), email };
  }
  return {};
}

export async function signInWithSso(form: FormData): Promise<void> {
  await signIn("oidc", { redirectTo: safeCallbackPath(form.get("callbackUrl")) });
}

export async function signOutAndLeave(): Promise<void> {
  await signOut({ redirectTo: "/signin" });
}
