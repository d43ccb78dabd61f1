// The one row saying where the sync stands (model CaseIndexState), created on first use.
import type { Db } from "../database/dashboard-db";
import type { Tx } from "./store";

export const stateId = "submissions";

export async function syncState(database: Db | Tx) {
  return (
    (await database.caseIndexState.findUnique({ where: { id: stateId } })) ??
    (await database.caseIndexState.upsert({ where: { id: stateId }, create: { id: stateId }, update: {} }))
  );
}
export type SyncState = Awaited<ReturnType<typeof syncState>>;

export function updateState(database: Db | Tx, data: Parameters<Db["caseIndexState"]["update"]>[0]["data"]) {
  return database.caseIndexState.update({ where: { id: stateId }, data });
}
