// Who a suspected fraud may be escalated to: enabled accounts whose role settles it.
import "server-only";
import { can, roles } from "../auth/permissions";
import { db } from "../db";

export function managers(): Promise<{ id: string; name: string }[]> {
  return db().reviewer.findMany({
    where: { disabled: false, role: { in: roles.filter((r) => can(r, "duplicates:settle")) } },
    select: { id: true, name: true },
    orderBy: { name: "asc" },
  });
}
