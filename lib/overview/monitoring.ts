// The overview's monitoring figures: cases waiting in Monitoring now (from the case index),
// escalated, and alerts closed by outcome, all time (from the alerts table). No scan: counts
// over indexed columns.
import "server-only";
import { db } from "../db";
import { monitoringCounts } from "../monitoring/queries";

export interface MonitoringFigures {
  waiting: number;
  escalated: number;
  closedNoAction: number;
  offboarded: number;
}

export async function fetchMonitoringFigures(): Promise<MonitoringFigures> {
  const [counts, closed] = await Promise.all([
    monitoringCounts(),
    db().monitoringAlert.groupBy({ by: ["outcome"], where: { status: "closed" }, _count: { _all: true } }),
  ]);
  const closedAs = (o: string) => closed.find((c) => c.outcome === o)?._count._all ?? 0;
  return {
    waiting: counts.total,
    escalated: counts.escalated,
    closedNoAction: closedAs("no_action"),
    offboarded: closedAs("offboard"),
  };
}
