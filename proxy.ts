// Runs before every request (Next.js 16's proxy, formerly middleware): gives the request an
// id for the audit log, and sends visitors without a valid session to /signin (pages) or
// without a session cookie to a 401 (API). An early, optimistic gate only: every page, action
// and route handler checks the session and permission itself (lib/auth/session.ts,
// lib/actions/action.ts).
import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
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
  // A route handler decrypts the session itself before anything else (authorizeRoute) and
  // answers 401 the same way, so for the API this gate only turns away requests without a
  // session cookie: decrypting it here too cost every API call 1-6 ms (docs/review-workspace.md).
  const api = pathname.startsWith("/api/");
  if (api ? hasSessionCookie(request) : await hasValidSession(request)) return pass();
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

function secureCookie(request: NextRequest): boolean {
  return (request.headers.get("x-forwarded-proto") ?? request.nextUrl.protocol.replace(":", "")) === "https";
}

/** Auth.js's session cookie is present (whole, or in chunks `.0`, `.1`, … when large). */
function hasSessionCookie(request: NextRequest): boolean {
  const name = `${secureCookie(request) ? "__Secure-" : ""}authjs.session-token`;
  return request.cookies
    .getAll()
    .some((cookie) => cookie.name === name || cookie.name.startsWith(`${name}.`));
}

async function hasValidSession(request: NextRequest): Promise<boolean> {
  try {
    const token = await getToken({
      req: request,
      secret: env().auth.secret(),
      secureCookie: secureCookie(request),
    });
    return Boolean(token?.sub);
  } catch {
    return false; // a tampered or foreign cookie is no session
  }
}

export const config = {
  // Everything except Next's own assets, the icons, and the queue's rows route, which gives
  // itself a request id and checks the session itself (lib/submissions/scan-response.ts):
  // the proxy costs every request it runs for ~1 ms (docs/decisions/0008).
  matcher: ["/((?!api/submissions/scan$|_next/static|_next/image|icon.svg|favicon.ico).*)"],
};
