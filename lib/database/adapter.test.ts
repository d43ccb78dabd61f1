// The SQLite adapter keeps busy_timeout on every connection, also after a transaction.
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PrismaClient } from "@/kyc-service/generated/prisma/sqlite/client";
import { driverAdapter, sqliteBusyTimeoutMs } from "./adapter";

const busyTimeout = async (db: PrismaClient) => Number(((await db.$queryRawUnsafe("PRAGMA busy_timeout")) as Array<Record<string, unknown>>)[0]!.timeout);

describe("SQLite driver adapter", () => {
  it("waits out another writer's lock before and after an interactive transaction", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "adapter-"));
    const db = new PrismaClient({ adapter: driverAdapter(`file:${path.join(dir, "t.db")}`) });
    expect(await busyTimeout(db)).toBe(sqliteBusyTimeoutMs);
    await db.$transaction(async (tx) => tx.$queryRawUnsafe("SELECT 1"));
    expect(await busyTimeout(db)).toBe(sqliteBusyTimeoutMs);
    await db.$disconnect();
  });
});
