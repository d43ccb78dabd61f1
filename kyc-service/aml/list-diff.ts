// Which entries of a list an import added, changed or removed, against the version it
// replaces: what the incremental re-screen compares with every applicant (rescreen-incremental.ts).
import type { ServiceDb } from "../store/db";
import { entryFingerprint, storedEntryFingerprint } from "./entry-fingerprint";
import type { ParsedWatchlist } from "./watchlist";

export interface ListChange {
  listName: string;
  externalId: string;
  kind: "added" | "changed" | "removed";
}

/** The changes from the active version of the list (none stored: every entry is added). */
export async function diffAgainstActive(db: ServiceDb, list: ParsedWatchlist): Promise<ListChange[]> {
  const rows = await db.amlEntry.findMany({
    where: { list: { name: list.name, active: true } },
    select: {
      externalId: true,
      primaryName: true,
      datesOfBirth: true,
      nationalities: true,
      gender: true,
      programmes: true,
      names: { select: { kind: true, name: true } },
    },
  });
  const before = new Map(rows.map((r) => [r.externalId, storedEntryFingerprint(r)]));
  const changes: ListChange[] = [];
  const seen = new Set<string>();
  for (const entry of list.entries) {
    seen.add(entry.externalId);
    const was = before.get(entry.externalId);
    if (was === undefined) changes.push({ listName: list.name, externalId: entry.externalId, kind: "added" });
    else if (was !== entryFingerprint(entry))
      changes.push({ listName: list.name, externalId: entry.externalId, kind: "changed" });
  }
  for (const externalId of before.keys())
    if (!seen.has(externalId)) changes.push({ listName: list.name, externalId, kind: "removed" });
  return changes;
}
