// Runs before every request (Next.js 16's proxy, formerly middleware): gives the request an
// id for the audit log and its security headers (lib/security-headers.ts), refuses
// cross-origin server actions with a 403 and action bodies Next.js could not read with a
// 400/413 (lib/action-body.ts), and answers requests without a session that may act (signed
// out, ended, timed out, the account disabled: lib/auth/request-actor.ts) 401 on API routes;
// a page with such a cookie answers 401 itself, one with no session cookie goes to /signin, and
// server actions pass to their wrapper. An early gate only: every page, action
// and route handler checks the session and permission itself (lib/auth/session.ts,
// lib/actions/action.ts).
import { NextResponse, type NextRequest } from "next/server";
import { actionBodyProblem, isPossibleAction } from "./lib/action-body";
import { requestActor } from "./lib/auth/request-actor";
import { sessionSubject } from "./lib/auth/session-token";
import { env } from "./lib/env";
import { errorBody } from "./lib/error-response";
import { gateWords } from "./lib/gate-words";
import {
  applySecurityHeaders,
  contentSecurityPolicy,
  isCrossOriginAction,
  newNonce,
} from "./lib/security-headers";

const publicPaths = [/^\/signin$/, /^\/api\/auth\//, /^\/api\/health$/];

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const forwarded = new Headers(request.headers);
  const requestId = request.headers.get("x-request-id")?.slice(0, 100) || crypto.randomUUID();
  const { nodeEnv, auth } = env();
  const security = {
    nonce: newNonce(),
    https: request.headers.get("x-forwarded-proto") === "https",
    development: nodeEnv === "development",
    ssoOrigin: auth.oidc ? new URL(auth.oidc.issuer).origin : null,
  };
  forwarded.set("x-request-id", requestId);
  forwarded.set("x-pathname", pathname + search);
  // Next.js takes the nonce for its own scripts from the request's policy header.
  forwarded.set("content-security-policy", contentSecurityPolicy(security));
  const finish = <R extends Response>(response: R) => {
    response.headers.set("x-request-id", requestId);
    applySecurityHeaders(response.headers, security);
    return response;
  };
  const pass = () => finish(NextResponse.next({ request: { headers: forwarded } }));

  const say = gateWords(request);
  if (isCrossOriginAction(request))
    return finish(NextResponse.json(errorBody(403, say("crossOrigin")), { status: 403 }));
  // Before the public paths: the sign-in page's action is open to anyone.
  const api = pathname.startsWith("/api/");
  if (!api && isPossibleAction(request)) {
    const problem = await actionBodyProblem(request);
    if (problem)
      return finish(
        NextResponse.json(errorBody(problem.status, say(problem.key)), { status: problem.status }),
      );
  }
  if (publicPaths.some((pattern) => pattern.test(pathname))) return pass();
  // The session as every page sees it (live, the account enabled), not just a cookie that decrypts.
  if (await requestActor(request.headers)) return pass();
  // A server action from a tab whose session ended still reaches the action wrapper, which
  // answers "sign in again" in its form and keeps what was typed (lib/actions/action.ts): a
  // redirect would hand the action's caller a sign-in page it cannot read, and the page fails.
  if (!api && isPossibleAction(request)) return pass();
  if (api) return finish(NextResponse.json(errorBody(401, say("signIn")), { status: 401 }));
  // A cookie of a session that ended (signed out elsewhere, timed out, the account disabled):
  // the page itself answers 401 "Please sign in again" (authorize()), naming what happened;
  // only a visitor without any session cookie is sent straight to sign in.
  if (await sessionSubject(request.headers, auth.secret())) return pass();
  const signin = new URL("/signin", request.url);
  signin.searchParams.set("callbackUrl", pathname + search);
  return finish(NextResponse.redirect(signin));
}

export const config = {
  // Everything except Next's own assets and the icons.
  matcher: ["/((?!_next/static|_next/image|icon.svg|favicon.ico).*)"],
};
