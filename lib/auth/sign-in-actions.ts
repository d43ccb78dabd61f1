"use server";
// Sign-in and sign-out. These are the two mutations outside lib/actions/action.ts: there is
// no session yet (or it is ending). Auth.js records them in the audit log (lib/auth/).
import { AuthError } from "next-auth";
import { headers } from "next/headers";
import { credentialsInput, signInLockedUntil } from "@/lib/auth/credentials";
import { signIn, signOut } from "@/lib/auth/config";
import { safeCallbackPath } from "@/lib/auth/callback-path";
import { formatUtc } from "@/lib/time";

export interface SignInState {
  error?: string;
  email?: string;
}

export async function signInWithPassword(_previous: SignInState, form: FormData): Promise<SignInState> {
  const parsed = credentialsInput.safeParse({ email: form.get("email"), password: form.get("password") });
  const email = String(form.get("email") ?? "").slice(0, 320);
  if (!parsed.success)
    return { error: parsed.error.issues[0]?.message ?? "Enter your e-mail and password.", email };
  const lockedMessage = async () => {
    const until = await signInLockedUntil(parsed.data.email, await headers());
    return until ? `Too many failed sign-ins. Try again after ${formatUtc(until, { seconds: true })}.` : null;
  };
  const locked = await lockedMessage();
  if (locked) return { error: locked, email };
  try {
    await signIn("credentials", { ...parsed.data, redirectTo: safeCallbackPath(form.get("callbackUrl")) });
  } catch (error) {
    // signIn redirects on success by throwing; only Auth.js's own errors mean "refused".
    if (!(error instanceof AuthError)) throw error;
    return {
      error: (await lockedMessage()) ?? "Wrong e-mail or password, or the account is disabled.",
      email,
    };
  }
  return {};
}

export async function signInWithSso(form: FormData): Promise<void> {
  await signIn("oidc", { redirectTo: safeCallbackPath(form.get("callbackUrl")) });
}

export async function signOutAndLeave(): Promise<void> {
  await signOut({ redirectTo: "/signin" });
}
