// Who is signed in, and the one check every page, route handler and the action wrapper makes.
// The session cookie says who (session-token.ts); the reviewers table, read on every request,
// says whether they may still act and in which role, so disabling an account or changing a
// role takes effect on the next request, in every process. The session itself must still be
// live (lib/auth/sessions.ts): signed out, ended by an account change, or timed out is no session.
import "server-only";
import { headers } from "next/headers";
import { forbidden, unauthorized } from "next/navigation";
import { cache } from "react";
import type { Actor } from "./actor";
import { can, type Permission } from "./permissions";
import { requestActor } from "./request-actor";

export type { Actor };

/** The signed-in, enabled reviewer of this request, or null. Read once per request. */
export const currentActor = cache(async (): Promise<Actor | null> => {
  // headers() first: during a build it bails out of prerendering.
  return requestActor(await headers());
});

/**
 * For pages and route handlers: the actor allowed this permission. Anyone else gets Next.js's
 * 401 (no session: app/unauthorized.tsx offers to sign in) or 403 (app/forbidden.tsx).
 */
export async function authorize(permission: Permission): Promise<Actor> {
  const actor = await currentActor();
  if (!actor) unauthorized();
  if (!can(actor.role, permission)) forbidden();
  return actor;
}
