// Who a suspected fraud may be escalated to: enabled accounts whose role settles it.
import "server-only";
import { can, roles } from "../auth/permissions";
import { db } from "../db";

/** Named with their e-mail too: two managers may share a display name. */
export async function managers(): Promise<{ id: string; name: string }[]> {
  const rows = await db().reviewer.findMany({
    where: { disabled: false, role: { in: roles.filter((r) => can(r, "duplicates:settle")) } },
    select: { id: true, name: true, email: true },
    orderBy: [{ name: "asc" }, { email: "asc" }],
  });
  return rows.map((r) => ({ id: r.id, name: `${r.name} (${r.email})` }));
}
