// Runs before every request (Next.js 16's proxy, formerly middleware): gives the request an
// id for the audit log, and sends visitors without a valid session to /signin (pages) or
// answers them 401 (API). An early, optimistic gate only: every page, action
// and route handler checks the session and permission itself (lib/auth/session.ts,
// lib/actions/action.ts).
import { NextResponse, type NextRequest } from "next/server";
import { sessionSubject } from "./lib/auth/session-token";
import { env } from "./lib/env";

const publicPaths = [/^\/signin$/, /^\/api\/auth\//, /^\/api\/health$/];

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const forwarded = new Headers(request.headers);
  const requestId = request.headers.get("x-request-id")?.slice(0, 100) || crypto.randomUUID();
  forwarded.set("x-request-id", requestId);
  forwarded.set("x-pathname", pathname + search);
  const pass = () => {
    const response = NextResponse.next({ request: { headers: forwarded } });
    response.headers.set("x-request-id", requestId);
    return response;
  };

  if (publicPaths.some((pattern) => pattern.test(pathname))) return pass();
  const api = pathname.startsWith("/api/");
  if (await sessionSubject(request.headers, env().auth.secret())) return pass();
  if (api) {
    return NextResponse.json(
      { error: "Sign in to continue." },
      { status: 401, headers: { "x-request-id": requestId } },
    );
  }
  const signin = new URL("/signin", request.url);
  signin.searchParams.set("callbackUrl", pathname + search);
  return NextResponse.redirect(signin);
}

export const config = {
  // Everything except Next's own assets and the icons.
  matcher: ["/((?!_next/static|_next/image|icon.svg|favicon.ico).*)"],
};
