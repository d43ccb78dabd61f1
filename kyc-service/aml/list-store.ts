// Stores an imported watchlist as a new version and switches it in atomically: the new
// version is written inactive (no long write lock on the database), then one short
// transaction drops the old version and activates the new one. Screening reads active
// versions only, so it sees the old list or the new one, never a mix.
import { randomUUID } from "node:crypto";
import type { ServiceDb } from "../store/db";
import { diffAgainstActive } from "./list-diff";
import type { ParsedWatchlist } from "./watchlist";

const BATCH = 500;

export interface StoredList {
  listId: string;
  entries: number;
  names: number;
  replacedVersionDate?: string;
  /** Entries added, changed or removed against the replaced version (queued for re-screening). */
  changedEntries: number;
}

export async function storeWatchlist(db: ServiceDb, list: ParsedWatchlist): Promise<StoredList> {
  // An import that stopped half-way left an inactive version behind: it was never visible.
  await db.amlList.deleteMany({ where: { name: list.name, active: false } });
  const listId = randomUUID();
  await db.amlList.create({
    data: {
      id: listId,
      name: list.name,
      source: list.source,
      format: list.format,
      category: list.category,
      versionDate: list.versionDate,
      entryCount: list.entries.length,
      active: false,
    },
  });
  let names = 0;
  for (let start = 0; start < list.entries.length; start += BATCH) {
    const batch = list.entries.slice(start, start + BATCH);
    const rows = batch.map((entry) => ({
      id: `${listId}:${entry.externalId}`,
      listId,
      externalId: entry.externalId,
      primaryName: entry.primaryName,
      datesOfBirth: JSON.stringify(entry.datesOfBirth),
      nationalities: JSON.stringify(entry.nationalities),
      gender: entry.gender ?? null,
      programmes: JSON.stringify(entry.programmes),
      remarks: entry.remarks ?? null,
    }));
    const nameRows = batch.flatMap((entry) => [
      { entryId: `${listId}:${entry.externalId}`, kind: "primary", name: entry.primaryName },
      ...entry.aliases.map((alias) => ({
        entryId: `${listId}:${entry.externalId}`,
        kind: "alias",
        name: alias,
      })),
    ]);
    await db.$transaction([
      db.amlEntry.createMany({ data: rows }),
      db.amlName.createMany({ data: nameRows }),
    ]);
    names += nameRows.length;
  }
  const previous = await db.amlList.findFirst({
    where: { name: list.name, active: true },
    select: { versionDate: true },
  });
  // Queued in the switching transaction: the re-screen sees the changes exactly when it can
  // see the new version.
  const changes = await diffAgainstActive(db, list);
  await db.$transaction([
    db.amlList.deleteMany({ where: { name: list.name, active: true } }),
    db.amlList.update({ where: { id: listId }, data: { active: true } }),
    db.amlListChange.createMany({ data: changes }),
  ]);
  return {
    listId,
    entries: list.entries.length,
    names,
    replacedVersionDate: previous?.versionDate,
    changedEntries: changes.length,
  };
}

export interface ActiveList {
  id: string;
  name: string;
  source: string;
  category: string;
  versionDate: string;
  entryCount: number;
}

export async function activeLists(db: ServiceDb): Promise<ActiveList[]> {
  return db.amlList.findMany({
    where: { active: true },
    select: { id: true, name: true, source: true, category: true, versionDate: true, entryCount: true },
    orderBy: { name: "asc" },
  });
}
