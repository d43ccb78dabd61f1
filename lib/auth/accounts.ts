// The reviewer row behind a session, as the session check reads it on every request: kept in
// this process for `accountCacheMs` (2 s), so a page that fans out into several requests (the
// shell, its rows, images) reads it once instead of each time. Changes made through the user
// administration (lib/users/actions.ts) drop the entry at once; a change made elsewhere (another
// replica, a script, the database by hand) takes effect within 2 s. Unknown ids are kept too,
// so a deleted account also stays out.
import "server-only";
import { db } from "../db";

export const accountCacheMs = 2_000;
/** More entries than any team has reviewers active at once; past it the cache starts over. */
const maxEntries = 1_000;

export interface AccountRow {
  id: string;
  email: string;
  role: string;
  disabled: boolean;
}

type Entry = { row: AccountRow | null; until: number };
// On globalThis: Next.js's bundle and the production server's (server.ts) each load this module, and a change
// made through the user administration must drop the entry both read.
const cached: Map<string, Entry> = ((globalThis as { __accounts?: Map<string, Entry> }).__accounts ??=
  new Map());

export async function readAccount(id: string): Promise<AccountRow | null> {
  const now = Date.now();
  const hit = cached.get(id);
  if (hit && hit.until > now) return hit.row;
  const row = await db().reviewer.findUnique({
    where: { id },
    select: { id: true, email: true, role: true, disabled: true },
  });
  if (cached.size >= maxEntries) cached.clear();
  cached.set(id, { row, until: now + accountCacheMs });
  return row;
}

/** After this process changed an account: its next request reads the row afresh. */
export function forgetAccount(id: string): void {
  cached.delete(id);
}
