// The sign-in limiter under real concurrency: many attempts at once, on SQLite and on PostgreSQL
// (there through two Prisma clients, two replicas each with its own connections). However they
// interleave, no more than the limit of password checks is granted per window.
// PostgreSQL needs KYC_TEST_POSTGRES_URL (an admin connection URL); CI always sets it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../database/dashboard-db";
import { prepareDashboardDatabase } from "../database/prepare-dashboard";
import { postgresAdminUrl, scratchDatabase } from "../../tests/support/scratch-postgres";
import {
  failureDelayMs,
  lockedUntil,
  reserveAttempt,
  settleFailure,
  settleSuccess,
  throttleKeys,
} from "./throttle";

const policy = { maxFailures: 5, lockMinutes: 15, slowdownMs: 1 };
const minutes = (n: number, from: Date) => new Date(from.getTime() + n * 60_000);
let serial = 0;
const keysFor = (ip: string | null = null) => throttleKeys(`limit-${++serial}@example.test`, ip);

/** One sign-in as credentials.ts makes it: reserve, then (the password being wrong) settle. */
async function wrongPassword(db: Db, keys: string[], now = new Date(), limits = policy) {
  const attempts = await reserveAttempt(db, keys, limits, now);
  if (attempts === null) return "refused";
  await settleFailure(db, keys, attempts, limits, now);
  return "checked";
}

function limiterSuite(replicas: () => [Db, Db]) {
  it("grants 5 of 30 attempts made at once on one e-mail, then locks", async () => {
    const keys = keysFor();
    const [a, b] = replicas();
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, i) => reserveAttempt(i % 2 ? a : b, keys, policy)),
    );
    expect(outcomes.filter((n) => n !== null)).toHaveLength(5);
    await settleFailure(a, keys, 5, policy);
    expect(await lockedUntil(a, keys)).not.toBeNull();
    expect(await reserveAttempt(b, keys, policy)).toBeNull();
  });

  it("grants 8 of 24 attempts at once from one IP over many e-mails (4 x the e-mail's limit of 2)", async () => {
    const ip = `203.0.113.${serial % 250}`;
    const [a, b] = replicas();
    const limits = { ...policy, maxFailures: 2 };
    const outcomes = await Promise.all(
      Array.from({ length: 24 }, (_, i) => wrongPassword(i % 2 ? a : b, keysFor(ip), new Date(), limits)),
    );
    expect(outcomes.filter((o) => o === "checked")).toHaveLength(8);
    // A refusal by the IP gives the e-mail its attempt back.
    const fresh = keysFor(ip);
    expect(await reserveAttempt(a, fresh, limits)).toBeNull();
    expect(await a.signInThrottle.findUnique({ where: { key: fresh[0]! } })).toMatchObject({ failures: 0 });
  });

  it("lets the right password through on the last attempt, clearing the e-mail's count", async () => {
    const keys = keysFor("198.51.100.77");
    const [a] = replicas();
    for (let i = 0; i < 4; i++) expect(await wrongPassword(a, keys)).toBe("checked");
    expect(await reserveAttempt(a, keys, policy)).toBe(5);
    await settleSuccess(a, keys);
    expect(await a.signInThrottle.findUnique({ where: { key: keys[0]! } })).toBeNull();
    // The IP keeps its 4 failures; the successful attempt was given back.
    expect(await a.signInThrottle.findUnique({ where: { key: keys[1]! } })).toMatchObject({ failures: 4 });
  });

  it("counts again from one after the lock ends or the window passes", async () => {
    const [a, b] = replicas();
    const locked = keysFor();
    const start = new Date();
    for (let i = 0; i < 5; i++) await wrongPassword(a, locked, start);
    expect(await reserveAttempt(a, locked, policy, minutes(14, start))).toBeNull();
    const afterLock = await Promise.all(
      Array.from({ length: 10 }, (_, i) => reserveAttempt(i % 2 ? a : b, locked, policy, minutes(16, start))),
    );
    expect(afterLock.filter((n) => n !== null)).toHaveLength(5);
    const quiet = keysFor();
    for (let i = 0; i < 4; i++) await wrongPassword(a, quiet, start);
    expect(await reserveAttempt(a, quiet, policy, minutes(61, start))).toBe(1);
  });
}

describe("the delay before answering a failure", () => {
  it("slows repeated failures: none for the first, then doubling up to 3 s", () => {
    expect([1, 2, 3, 4, 5, 6, 9].map((n) => failureDelayMs(n, 250))).toEqual([
      0, 250, 500, 1000, 2000, 3000, 3000,
    ]);
  });
});

// One client: in one process, libsql's native calls wait for another connection's lock
// synchronously, so two clients on one file would block each other's event loop. Replicas on
// SQLite are separate processes, which SQLite serializes by its write lock.
describe("sign-in limiter on SQLite", () => {
  let client: Db | undefined;
  afterAll(() => client?.$disconnect());
  limiterSuite(() => {
    client ??= createDb(process.env.DATABASE_URL!);
    return [client, client];
  });
});

describe.skipIf(!postgresAdminUrl)("sign-in limiter on PostgreSQL", () => {
  const database = scratchDatabase("kyc_test_throttle");
  const clients: Db[] = [];
  beforeAll(async () => {
    await database.create();
    await prepareDashboardDatabase(database.url(), { demoAccounts: false });
    clients.push(createDb(database.url()), createDb(database.url()));
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.$disconnect()));
    await database.drop();
  });
  limiterSuite(() => [clients[0]!, clients[1]!]);
});
