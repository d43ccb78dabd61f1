// Who is signed in, for pages, route handlers and actions. The session token says who
// (decrypted once, lib/auth/session-token.ts); the reviewers table says whether they may
// still act and in which role (a disabled account or a changed role takes effect on the next
// request when changed through the user administration, within 2 s otherwise (lib/auth/accounts.ts),
// not when the token expires).
import "server-only";
import { forbidden, redirect } from "next/navigation";
import { headers } from "next/headers";
import { cache } from "react";
import type { Actor } from "./actor";
import { can, type Permission } from "./permissions";
import { actorFromHeaders, allowedOrRefusal } from "./request-actor";

export type { Actor };

/** The signed-in, enabled reviewer of this request, or null. Cached per request. */
export const currentActor = cache(async (): Promise<Actor | null> => actorFromHeaders(await headers()));

/** For pages: the actor, or a redirect to /signin (no session) or the 403 page (not allowed). */
export async function requirePermission(permission: Permission): Promise<Actor> {
  const actor = await currentActor();
  if (!actor) redirect(`/signin?callbackUrl=${encodeURIComponent(await currentPath())}`);
  if (!can(actor.role, permission)) forbidden();
  return actor;
}

/** For route handlers: the actor, or a JSON 401/403 Response to return as is. */
export async function authorizeRoute(permission: Permission): Promise<Actor | Response> {
  return allowedOrRefusal(await currentActor(), permission);
}

// proxy.ts passes the requested path along so the sign-in page can send people back.
async function currentPath(): Promise<string> {
  const path = (await headers()).get("x-pathname") ?? "/";
  return path.startsWith("/") && !path.startsWith("//") ? path : "/";
}
