// Who is asking, from the current App Router request's headers (lib/audit/request-headers.ts
// reads them). Outside a request (scripts, tests) all are null.
import { headers } from "next/headers";
import { contextFromHeaders, type RequestContext } from "./request-headers";

export { contextFromHeaders, type RequestContext };

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
