// Builds the name index from the active list versions in the database, and keeps it while
// they stay the same: one cheap query per screening tells whether an import (run by
// `npm run aml:import` in another process) switched a list in since the last build.
import type { ServiceDb } from "../store/db";
import type { BirthRange } from "./dates-of-birth";
import { storedEntryFingerprint } from "./entry-fingerprint";
import { activeLists } from "./list-store";
import { NameIndex, type IndexedEntry, type IndexedList } from "./name-index";

const parseArray = <T>(json: string): T[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? (value as T[]) : [];
};

/** Only these entries of the active lists ("<list name>\u0000<list's own id>"); all when absent. */
export type EntryFilter = ReadonlySet<string>;

export async function buildIndex(db: ServiceDb, only?: EntryFilter): Promise<NameIndex> {
  // An import can switch a list between our reads: read again until the active set held still.
  for (let attempt = 0; attempt < 3; attempt++) {
    const lists: IndexedList[] = await activeLists(db);
    const ids = only
      ? lists.flatMap((l) =>
          [...only]
            .filter((k) => k.startsWith(`${l.name}\u0000`))
            .map((k) => `${l.id}:${k.split("\u0000")[1]}`),
        )
      : undefined;
    const rows = await db.amlEntry.findMany({
      where: ids ? { id: { in: ids } } : { listId: { in: lists.map((l) => l.id) } },
      include: { names: { select: { kind: true, name: true }, orderBy: { id: "asc" } } },
    });
    const after = await activeLists(db);
    if (after.map((l) => l.id).join() !== lists.map((l) => l.id).join()) continue;
    const byId = new Map(lists.map((l) => [l.id, l]));
    return new NameIndex(
      lists,
      rows.map((row) => {
        const entry: IndexedEntry = {
          id: row.id,
          externalId: row.externalId,
          list: byId.get(row.listId)!,
          primaryName: row.primaryName,
          datesOfBirth: parseArray<BirthRange>(row.datesOfBirth),
          nationalities: parseArray<string>(row.nationalities),
          gender: row.gender ?? undefined,
          programmes: parseArray<string>(row.programmes),
          fingerprint: storedEntryFingerprint(row),
        };
        return {
          entry,
          names: row.names.map((n) => ({
            kind: n.kind === "alias" ? ("alias" as const) : ("primary" as const),
            name: n.name,
          })),
        };
      }),
    );
  }
  throw new Error("the watchlists kept changing while the screening index was built; try again");
}

/** The index of the currently active lists, rebuilt only when they change. */
export class ScreeningIndexCache {
  private current?: { key: string; index: Promise<NameIndex> };

  constructor(private readonly db: ServiceDb) {}

  async get(): Promise<NameIndex> {
    const key = (await activeLists(this.db)).map((l) => l.id).join();
    if (this.current?.key !== key) {
      const index = buildIndex(this.db);
      this.current = { key, index };
      // A failed build is not kept: the next screening tries again.
      index.catch(() => {
        if (this.current?.index === index) this.current = undefined;
      });
    }
    return this.current.index;
  }
}
