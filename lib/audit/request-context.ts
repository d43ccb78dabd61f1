// Who is asking, for the audit log: client IP, user agent and the request id proxy.ts gives
// every request. Outside a request (scripts, tests without one) all are null.
import { headers } from "next/headers";

export interface RequestContext {
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

const none: RequestContext = { ip: null, userAgent: null, requestId: null };

export async function requestContext(): Promise<RequestContext> {
  try {
    return contextFromHeaders(await headers());
  } catch {
    return none; // not inside a request
  }
}

/** The same, from headers handed over explicitly (Auth.js gives its authorize() the request). */
export function contextFromHeaders(list: Headers): RequestContext {
  // By the time a request reaches Next.js, x-forwarded-for holds the one address
  // lib/client-ip-hook.ts resolved from the socket and the trusted proxies.
  const forwarded = list.get("x-forwarded-for")?.split(",")[0]?.trim();
  // Bounded loosely here: recordAudit masks e-mail-shaped text first and then cuts to size.
  return {
    ip: forwarded || null,
    userAgent: list.get("user-agent")?.slice(0, 4000) ?? null,
    requestId: list.get("x-request-id")?.slice(0, 1000) ?? null,
  };
}
