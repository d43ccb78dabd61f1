// Who is asking, from a request's own headers: for code that runs outside the App Router's
// request scope (the queue's rows, answered by server.ts, docs/decisions/0008) and, through
// session.ts, for everything inside it. Free of next/headers and React on purpose.
import { readAccount } from "./accounts";
import type { Actor } from "./actor";
import { env } from "../env";
import { can, isRole, type Permission } from "./permissions";
import { sessionSubject } from "./session-token";

/** The signed-in, enabled reviewer these headers carry a session for, or null. */
export async function actorFromHeaders(requestHeaders: Headers): Promise<Actor | null> {
  const id = await sessionSubject(requestHeaders, env().auth.secret());
  if (!id) return null;
  const reviewer = await readAccount(id);
  if (!reviewer || reviewer.disabled || !isRole(reviewer.role)) return null;
  return { id: reviewer.id, email: reviewer.email, role: reviewer.role };
}

/** The actor if it may act with this permission, else the JSON 401/403 Response to return as is. */
export function allowedOrRefusal(actor: Actor | null, permission: Permission): Actor | Response {
  if (!actor) return Response.json({ error: "Sign in to continue." }, { status: 401 });
  if (!can(actor.role, permission))
    return Response.json({ error: "Your role does not allow this." }, { status: 403 });
  return actor;
}

/** For handlers given the request's headers: the actor, or a JSON 401/403 Response. */
export async function authorizeRequest(
  requestHeaders: Headers,
  permission: Permission,
): Promise<Actor | Response> {
  return allowedOrRefusal(await actorFromHeaders(requestHeaders), permission);
}
