// Stands in for the request scope that Next.js gives server code (next/headers), which
// cannot run inside Vitest. Everything behind it is real: Auth.js decodes a real session
// token with the real secret, and the reviewer is read from the test database.
import { encode } from "next-auth/jwt";
import { vi } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { env } from "@/lib/env";

const state = { headers: new Headers({ host: "localhost" }) };

export const mockedNextHeaders = {
  headers: async () => state.headers,
  cookies: async () => ({
    get: (name: string) => {
      const match = (state.headers.get("cookie") ?? "").split("; ").find((c) => c.startsWith(`${name}=`));
      return match ? { name, value: match.slice(name.length + 1) } : undefined;
    },
    getAll: () => [],
    set: vi.fn(),
    delete: vi.fn(),
    has: () => false,
  }),
};

/** The session id (ReviewerSession row) the last inRequestAs(actor) signed in with. */
export const lastSession = { id: "" };

/**
 * The next server call runs as this actor (or with no session), from this client. Each call
 * signs in a new session (a ReviewerSession row) unless `sessionId` names an existing one.
 */
export async function inRequestAs(
  actor: Actor | null,
  client: { ip?: string; userAgent?: string; sessionId?: string } = {},
) {
  const headers = new Headers({
    host: "localhost",
    "x-forwarded-proto": "http",
    "x-request-id": `test-${Math.random().toString(36).slice(2)}`,
  });
  if (client.ip) headers.set("x-forwarded-for", client.ip);
  if (client.userAgent) headers.set("user-agent", client.userAgent);
  if (actor) {
    const salt = "authjs.session-token";
    const sid =
      client.sessionId ?? (await db().reviewerSession.create({ data: { reviewerId: actor.id } })).id;
    lastSession.id = sid;
    const token = await encode({
      token: { sub: actor.id, email: actor.email, role: actor.role, sid },
      secret: env().auth.secret(),
      salt,
    });
    headers.set("cookie", `${salt}=${token}`);
  }
  state.headers = headers;
}
