// Atomic replacement of a list, against a migrated copy of the test service's database (its
// own file: switching lists in the service's would change what other test files screen against).
import { randomUUID } from "node:crypto";
import { writeFile, mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { setTimeout as sleep } from "node:timers/promises";
import { serviceDb as sharedServiceDb } from "@/tests/support/kyc-service";
import { openServiceDb, type ServiceDb } from "../store/db";
import { importWatchlistFile } from "./import-file";
import { storeWatchlist } from "./list-store";
import type { ParsedWatchlist } from "./watchlist";

const name = `test-${randomUUID().slice(0, 8)}`;

function list(size: number, versionDate: string): ParsedWatchlist {
  return {
    name,
    source: "test",
    format: "custom",
    category: "watchlist",
    versionDate,
    entries: Array.from({ length: size }, (_, i) => ({
      externalId: `E${i}`,
      primaryName: `Fictional Person ${i}`,
      aliases: [`Alias ${i}`],
      datesOfBirth: [],
      nationalities: [],
      programmes: [],
    })),
  };
}

let copyUrl: string | undefined;
let writerDb: ServiceDb | undefined;
async function serviceDb(): Promise<ServiceDb> {
  if (!copyUrl) {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), "aml-lists-")), "service.db");
    await (await sharedServiceDb()).$executeRawUnsafe(`VACUUM INTO '${file}'`);
    copyUrl = `file:${file}`;
  }
  return (writerDb ??= await openServiceDb(copyUrl));
}

// The reader has its own connection, as the service has while `npm run aml:import` writes.
let readerDb: ServiceDb | undefined;

async function activeEntryCount(): Promise<number | undefined> {
  await serviceDb();
  const db = (readerDb ??= await openServiceDb(copyUrl!));
  const active = await db.amlList.findFirst({
    where: { name, active: true },
    include: { _count: { select: { entries: true } } },
  });
  return active?._count.entries;
}

afterAll(async () => {
  await writerDb?.$disconnect();
  await readerDb?.$disconnect();
});

describe("watchlist replacement", () => {
  it("switches a re-imported list in at once: readers see the old version or the new one", async () => {
    const db = await serviceDb();
    await storeWatchlist(db, list(3, "2026-01-01"));
    expect(await activeEntryCount()).toBe(3);

    const seen = new Set<number | undefined>();
    let done = false;
    const importing = storeWatchlist(db, list(1500, "2026-02-01")).finally(() => (done = true));
    while (!done) {
      seen.add(await activeEntryCount());
      await sleep(2);
    }
    const stored = await importing;
    seen.add(await activeEntryCount());

    expect([...seen].every((count) => count === 3 || count === 1500)).toBe(true);
    expect(seen.has(1500)).toBe(true);
    expect(stored.replacedVersionDate).toBe("2026-01-01");
    const versions = await db.amlList.findMany({ where: { name } });
    expect(versions).toHaveLength(1);
    // The old version's entries and names went with it.
    expect(
      await db.amlEntry.count({
        where: { listId: { notIn: (await db.amlList.findMany({ select: { id: true } })).map((l) => l.id) } },
      }),
    ).toBe(0);
  });

  it("leaves the active list alone when a file is refused, and clears a half-written version", async () => {
    const db = await serviceDb();
    const dir = await mkdtemp(path.join(os.tmpdir(), "aml-import-"));
    const bad = path.join(dir, "bad.json");
    await writeFile(
      bad,
      JSON.stringify({ name, source: "x", category: "watchlist", versionDate: "2026-03-01", entries: [] }),
    );
    await expect(importWatchlistFile(db, { format: "custom", file: bad })).rejects.toThrow(
      /at least one entry/,
    );
    const badCsv = path.join(dir, "sdn.csv");
    await writeFile(badCsv, '1,"ONLY, Three","individual"\n');
    await expect(
      importWatchlistFile(db, { format: "ofac-sdn", file: badCsv, versionDate: "2026-03-01" }),
    ).rejects.toThrow(/1 malformed row/);
    await expect(
      importWatchlistFile(db, { format: "custom", file: path.join(dir, "missing.json") }),
    ).rejects.toThrow(/cannot read .*ENOENT/);
    expect(await activeEntryCount()).toBe(1500);

    // An import that stopped half-way: an inactive version nobody reads, removed by the next import.
    await db.amlList.create({
      data: {
        id: randomUUID(),
        name,
        source: "x",
        format: "custom",
        category: "watchlist",
        versionDate: "2026-04-01",
      },
    });
    await storeWatchlist(db, list(2, "2026-05-01"));
    expect(await db.amlList.count({ where: { name } })).toBe(1);
    expect(await activeEntryCount()).toBe(2);
  });
});
