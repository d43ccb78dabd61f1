// Auth.js (next-auth v5): credentials against the reviewers table, plus single sign-on by
// OIDC when configured. JWT sessions carry the reviewer's id and role; every request still
// re-reads the reviewer (lib/auth/session.ts), so disabling or a role change applies at once.
import "server-only";
import NextAuth, { type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { recordAudit } from "../audit/record";
import { env } from "../env";
import { authorizeCredentials } from "./credentials";
import { isRole } from "./permissions";
import { sessionActor } from "./request-actor";
import { endSession, startSession } from "./sessions";
import { admitSsoIdentity, ssoAccount } from "./sso";

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
      // Who signs in is read from the userinfo endpoint: an ID token need not carry the
      // e-mail (the specification's default for the code flow; several providers leave it out).
      idToken: false,
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
    // A refused password or single sign-on identity is an expected outcome (audited in
    // credentials.ts and sso.ts), not a server error. Auth.js's errors say what they are in
    // `type`: a production build minifies class names, so `name` says nothing.
    logger: {
      error(error) {
        const type = "type" in error && typeof error.type === "string" ? error.type : error.name;
        if (type === "CredentialsSignin" || type === "AccessDenied") return;
        console.error(`[auth] ${type}: ${error.message}`);
      },
    },
    providers,
    callbacks: {
      signIn: ({ account, profile }) => (account?.provider === "oidc" ? admitSsoIdentity(profile) : true),
      async jwt({ token, user, account }) {
        if (account?.provider === "oidc") {
          const actor = token.email ? await ssoAccount(token.email) : null;
          if (actor)
            Object.assign(token, {
              sub: actor.id,
              email: actor.email,
              role: actor.role,
              sid: await startSession(actor.id),
            });
        } else if (user?.id) {
          Object.assign(token, {
            sub: user.id,
            role: (user as { role?: string }).role,
            sid: await startSession(user.id),
          });
        } else {
          // Reading a saved cookie (/api/auth/session): a session that ended, or an account
          // that may no longer act, has no identity to give, and Auth.js clears the cookie.
          const sid = typeof token.sid === "string" ? token.sid : null;
          if (!(await sessionActor(token.sub ?? "", sid))) return null;
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
