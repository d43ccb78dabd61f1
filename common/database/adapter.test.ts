// The SQLite adapter keeps one connection with busy_timeout, also after transactions (none is
// left open behind one), and makes a transaction that reads, then writes wait for another
// connection's write instead of failing.
import { execFile } from "node:child_process";
import { readdirSync, readlinkSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PrismaClient } from "@/kyc-service/generated/prisma/sqlite/client";
import { driverAdapter, sqliteBusyTimeoutMs } from "./adapter";

const busyTimeout = async (db: PrismaClient) =>
  Number(((await db.$queryRawUnsafe("PRAGMA busy_timeout")) as Array<Record<string, unknown>>)[0]!.timeout);

describe("SQLite driver adapter", () => {
  it("waits out another writer's lock before and after an interactive transaction", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "adapter-"));
    const db = new PrismaClient({ adapter: driverAdapter(`file:${path.join(dir, "t.db")}`) });
    expect(await busyTimeout(db)).toBe(sqliteBusyTimeoutMs);
    await db.$transaction(async (tx) => tx.$queryRawUnsafe("SELECT 1"));
    expect(await busyTimeout(db)).toBe(sqliteBusyTimeoutMs);
    await db.$disconnect();
  });

  it("leaves no connection open behind its transactions, committed or rolled back", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "adapter-"));
    const file = path.join(dir, "t.db");
    const db = new PrismaClient({ adapter: driverAdapter(`file:${file}`) });
    await db.$executeRawUnsafe("CREATE TABLE t (n INTEGER)");
    const before = openDescriptors(file);
    for (let n = 0; n < 20; n++) {
      await db.$transaction((tx) => tx.$executeRawUnsafe(`INSERT INTO t (n) VALUES (${n})`));
      await db
        .$transaction(async (tx) => {
          await tx.$executeRawUnsafe("INSERT INTO t (n) VALUES (-1)");
          throw new Error("undo");
        })
        .catch(() => undefined);
    }
    expect(openDescriptors(file)).toBe(before);
    expect(await db.$queryRawUnsafe("SELECT count(*) AS c, min(n) AS low FROM t")).toEqual([
      { c: 20, low: 0 },
    ]);
    await db.$disconnect();
  });

  it("lets a transaction that read first write after another process wrote meanwhile", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "adapter-"));
    const file = path.join(dir, "t.db");
    const db = new PrismaClient({ adapter: driverAdapter(`file:${file}`) });
    await db.$queryRawUnsafe("PRAGMA journal_mode = WAL");
    await db.$executeRawUnsafe("CREATE TABLE t (n INTEGER)");
    let readDone!: () => void;
    const read = new Promise<void>((resolve) => (readDone = resolve));
    let otherEnded!: () => void;
    const otherDone = new Promise<void>((resolve) => (otherEnded = resolve));
    const inTransaction = db.$transaction(async (tx) => {
      const [row] = (await tx.$queryRawUnsafe("SELECT count(*) AS c FROM t")) as [{ c: number }];
      readDone();
      // Give the other process the chance to write first: with the write lock held it has to
      // wait for this transaction, so it cannot finish and this goes on after the pause.
      await Promise.race([otherDone, new Promise((resolve) => setTimeout(resolve, 1500))]);
      await tx.$executeRawUnsafe(`INSERT INTO t (n) VALUES (${Number(row.c) + 1})`);
    });
    await read;
    // Another process: libsql's statements are synchronous, so a second connection in this
    // process would block the event loop this transaction needs to finish.
    const otherWriter = writeFromAnotherProcess(file, "INSERT INTO t (n) VALUES (100)").finally(otherEnded);
    await Promise.all([inTransaction, otherWriter]);
    expect(await db.$queryRawUnsafe("SELECT n FROM t ORDER BY n")).toEqual([{ n: 1 }, { n: 100 }]);
    await db.$disconnect();
  });
});

function writeFromAnotherProcess(file: string, sql: string): Promise<void> {
  const script = `const D = require("libsql"); const db = new D(process.argv[1]); db.pragma("busy_timeout = ${sqliteBusyTimeoutMs}"); db.exec(process.argv[2]);`;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ["-e", script, file, sql], (error, _stdout, stderr) =>
      error ? reject(new Error(stderr)) : resolve(),
    );
  });
}

/** This process's open file descriptors on the database file (one per SQLite connection). */
function openDescriptors(file: string): number {
  return readdirSync("/proc/self/fd").filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === file;
    } catch {
      return false; // closed while listing
    }
  }).length;
}
