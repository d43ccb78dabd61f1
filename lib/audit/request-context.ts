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
  // The first x-forwarded-for entry is the client as seen by the first proxy in front of us.
  const forwarded = list.get("x-forwarded-for")?.split(",")[0]?.trim();
  return {
    ip: forwarded || list.get("x-real-ip") || null,
    userAgent: list.get("user-agent")?.slice(0, 500) ?? null,
    requestId: list.get("x-request-id")?.slice(0, 100) ?? null,
  };
}
