// Auth.js (next-auth v5): credentials against the reviewers table, plus single sign-on by
// OIDC when configured. JWT sessions carry the reviewer's id and role; every request still
// re-reads the reviewer (lib/auth/session.ts), so disabling or a role change applies at once.
import "server-only";
import NextAuth, { type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { recordAudit } from "../audit/record";
import { db } from "../db";
import { env } from "../env";
import { authorizeCredentials } from "./credentials";
import { isRole } from "./permissions";
import { endSession, startSession } from "./sessions";

export function authConfig(): NextAuthConfig {
  const { auth } = env();
  const providers: NextAuthConfig["providers"] = [
    Credentials({
      credentials: {
        email: { label: "E-mail", type: "email" },
        password: { label: "Password", type: "password" },
      },
      authorize: (credentials, request) => authorizeCredentials(credentials, request.headers),
    }),
  ];
  if (auth.oidc) {
    providers.push({
      id: "oidc",
      name: auth.oidc.name,
      type: "oidc",
      issuer: auth.oidc.issuer,
      clientId: auth.oidc.clientId,
      clientSecret: auth.oidc.clientSecret,
    });
  }
  return {
    secret: auth.secret(),
    // We run our own server (next start, a reverse proxy in front): trust its Host header.
    trustHost: true,
    // The cookie lives as long as the absolute timeout; whether the session is still live
    // (signed out, ended by an account change, idle) is checked on every request (sessions.ts).
    session: { strategy: "jwt", maxAge: auth.session.absoluteHours * 3600 },
    pages: { signIn: "/signin", error: "/signin" },
    // A refused password is an expected outcome (audited in credentials.ts), not a server error.
    logger: {
      error(error) {
        if (error.name === "CredentialsSignin") return;
        console.error(`[auth] ${error.name}: ${error.message}`);
      },
    },
    providers,
    callbacks: {
      // Single sign-on admits only people who already have an enabled account here.
      async signIn({ account, profile }) {
        if (account?.provider !== "oidc") return true;
        const email = typeof profile?.email === "string" ? profile.email.toLowerCase() : "";
        const reviewer = email ? await db().reviewer.findUnique({ where: { email } }) : null;
        const ok = Boolean(reviewer && !reviewer.disabled && isRole(reviewer.role));
        await recordAudit({
          actor:
            reviewer && isRole(reviewer.role)
              ? { id: reviewer.id, email: reviewer.email, role: reviewer.role }
              : null,
          action: "auth.sign_in",
          outcome: ok ? "success" : "failure",
          reason: ok ? undefined : "no enabled account for this single sign-on identity",
          details: { method: "oidc" },
        });
        return ok;
      },
      async jwt({ token, user, account }) {
        if (account?.provider === "oidc" && token.email) {
          const reviewer = await db().reviewer.findUnique({ where: { email: token.email.toLowerCase() } });
          if (reviewer)
            Object.assign(token, {
              sub: reviewer.id,
              role: reviewer.role,
              sid: await startSession(reviewer.id),
            });
        } else if (user?.id) {
          Object.assign(token, {
            sub: user.id,
            role: (user as { role?: string }).role,
            sid: await startSession(user.id),
          });
        }
        return token;
      },
      session({ session, token }) {
        Object.assign(session.user, { id: token.sub, role: token.role });
        return session;
      },
    },
    events: {
      async signOut(message) {
        const token = "token" in message ? message.token : null;
        const role = token?.role;
        if (typeof token?.sid === "string") await endSession(token.sid, "signed_out");
        await recordAudit({
          actor:
            token?.sub && token.email && isRole(role) ? { id: token.sub, email: token.email, role } : null,
          action: "auth.sign_out",
          outcome: "success",
        });
      },
    },
  };
}

export const { handlers, auth, signIn, signOut } = NextAuth(() => authConfig());
