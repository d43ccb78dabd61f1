// Who is asking, read from a request's headers: client IP, user agent and the request id
// (proxy.ts gives every request one; the queue's rows route its own, see
// lib/submissions/scan-response.ts). Free of next/headers so that code outside the App Router's
// request scope can use it.
export interface RequestContext {
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
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
