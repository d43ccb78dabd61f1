// Who is asking, from the current request's headers: client IP, user agent and the request
// id that proxy.ts gives every request. Outside a request (scripts, tests) all are null.
import { headers } from "next/headers";

export interface RequestContext {
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

const none: RequestContext = { ip: null, userAgent: null, requestId: null };

export async function requestContext(): Promise<RequestContext> {
  let list: Headers;
  try {
    list = await headers();
  } catch {
    return none; // not inside a request
  }
  return contextFromHeaders(list);
}

export function contextFromHeaders(list: Headers): RequestContext {
  // The first x-forwarded-for entry is the client as seen by the first proxy in front of us.
  const forwarded = list.get("x-forwarded-for")?.split(",")[0]?.trim();
  return {
    ip: forwarded || list.get("x-real-ip") || null,
    userAgent: list.get("user-agent")?.slice(0, 500) ?? null,
    requestId: list.get("x-request-id")?.slice(0, 100) ?? null,
  };
}
