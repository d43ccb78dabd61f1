// Which database a client talks to (and so whether the audit chain takes PostgreSQL's lock)
// is decided by its URL and kept on the client object. Next.js bundles dashboard-db.ts into
// several server chunks; a set held by the module would be one set per chunk, and a client
// opened in one chunk would look like SQLite to the others.
import { describe, expect, it, vi } from "vitest";
import { createDb, isPostgres } from "./dashboard-db";

// Opening a client does not connect: no server is needed at this address.
const postgresUrl = "postgresql://nobody:nothing@127.0.0.1:9/none";

describe("a database client's provider", () => {
  it("comes from its URL", async () => {
    const pg = createDb(postgresUrl);
    const sqlite = createDb("file:/tmp/kyc-provider-test.db");
    expect([isPostgres(pg), isPostgres(sqlite)]).toEqual([true, false]);
    await Promise.all([pg.$disconnect(), sqlite.$disconnect()]);
  });

  it("is the same in another copy of the module (another server chunk)", async () => {
    vi.resetModules();
    const copy = await import("./dashboard-db");
    expect(copy.isPostgres).not.toBe(isPostgres);
    const openedHere = createDb(postgresUrl);
    const openedThere = copy.createDb(postgresUrl);
    expect([copy.isPostgres(openedHere), isPostgres(openedThere)]).toEqual([true, true]);
    await Promise.all([openedHere.$disconnect(), openedThere.$disconnect()]);
  });

  it("is refused for a client not opened through createDb", () => {
    expect(() => isPostgres({} as never)).toThrow(/not opened through createDb/);
  });
});
