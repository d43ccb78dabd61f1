// Monitoring's reads: the decided cases whose AML result changed after their decision, oldest
// change first, with the alert each one has (claimed, escalated), and the tab's counts.
import "server-only";
import { can, roles } from "../auth/permissions";
import { inChunks } from "../database/in-chunks";
import { db } from "../db";
import { monitoringWhere } from "./where";

export const monitoringLimit = 500;

export interface MonitoringRow {
  submissionId: string;
  name: string | null;
  status: string;
  amlStatus: string | null;
  riskLevel: string | null;
  decidedAt: Date;
  changedAt: Date;
  alert: { status: "claimed" | "escalated"; holderId: string; holderEmail: string | null } | null;
}

export async function monitoringRows(limit = monitoringLimit): Promise<MonitoringRow[]> {
  const rows = await db().indexedSubmission.findMany({
    where: monitoringWhere(),
    orderBy: [{ amlChangedAt: "asc" }, { submissionId: "asc" }],
    take: limit,
    select: {
      submissionId: true,
      name: true,
      status: true,
      amlStatus: true,
      riskLevel: true,
      decidedAt: true,
      amlChangedAt: true,
    },
  });
  const alerts = await openAlerts(
    rows.map((r) => ({ submissionId: r.submissionId, changedAt: r.amlChangedAt! })),
  );
  return rows.map((r) => ({
    submissionId: r.submissionId,
    name: r.name,
    status: r.status,
    amlStatus: r.amlStatus,
    riskLevel: r.riskLevel,
    decidedAt: r.decidedAt!,
    changedAt: r.amlChangedAt!,
    alert: alerts.get(`${r.submissionId}@${r.amlChangedAt!.getTime()}`) ?? null,
  }));
}

async function openAlerts(keys: { submissionId: string; changedAt: Date }[]) {
  if (keys.length === 0) return new Map<string, MonitoringRow["alert"]>();
  const alerts = await inChunks([...new Set(keys.map((k) => k.submissionId))], (part) =>
    db().monitoringAlert.findMany({
      where: { submissionId: { in: part }, status: { in: ["claimed", "escalated"] } },
    }),
  );
  const holders = await inChunks([...new Set(alerts.map((a) => a.holderId))], (part) =>
    db().reviewer.findMany({ where: { id: { in: part } }, select: { id: true, email: true } }),
  );
  const emails = new Map(holders.map((h) => [h.id, h.email]));
  return new Map(
    alerts.map((a) => [
      `${a.submissionId}@${a.changedAt.getTime()}`,
      {
        status: a.status as "claimed" | "escalated",
        holderId: a.holderId,
        holderEmail: emails.get(a.holderId) ?? null,
      },
    ]),
  );
}

export interface MonitoringCounts {
  total: number;
  escalated: number;
  oldestChangedAt: Date | null;
}

/** The tab's counts: every case in Monitoring, those escalated, and the oldest change waiting. */
export async function monitoringCounts(): Promise<MonitoringCounts> {
  const where = monitoringWhere();
  const [total, oldest, escalated] = await Promise.all([
    db().indexedSubmission.count({ where }),
    db().indexedSubmission.findFirst({
      where,
      orderBy: { amlChangedAt: "asc" },
      select: { amlChangedAt: true },
    }),
    db().monitoringAlert.count({ where: { status: "escalated" } }),
  ]);
  return { total, escalated, oldestChangedAt: oldest?.amlChangedAt ?? null };
}

/** The case's place in Monitoring now: the change waiting and its alert, or null when none waits. */
export async function monitoringCase(submissionId: string) {
  const row = await db().indexedSubmission.findFirst({
    where: { AND: [monitoringWhere(), { submissionId }] },
    select: { amlChangedAt: true, decidedAt: true },
  });
  if (!row) return null;
  const alert = await db().monitoringAlert.findUnique({
    where: { submissionId_changedAt: { submissionId, changedAt: row.amlChangedAt! } },
  });
  return { changedAt: row.amlChangedAt!, decidedAt: row.decidedAt!, alert };
}

/** Who an alert may be escalated to: enabled accounts whose role settles it (named with e-mail). */
export async function alertManagers(): Promise<{ id: string; name: string }[]> {
  const rows = await db().reviewer.findMany({
    where: { disabled: false, role: { in: roles.filter((r) => can(r, "monitoring:settle")) } },
    select: { id: true, name: true, email: true },
    orderBy: [{ name: "asc" }, { email: "asc" }],
  });
  return rows.map((r) => ({ id: r.id, name: `${r.name} (${r.email})` }));
}
