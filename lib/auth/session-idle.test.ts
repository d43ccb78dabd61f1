// The idle timeout is exact: with SESSION_IDLE_MINUTES=1, a reviewer who makes a request every
// 15 s stays signed in, and one silent for longer than a minute is signed out. Time is moved with
// Vitest's fake Date (no waiting); the session cookie, its row and the checks are real.
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentActor } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { createAccount } from "@/tests/support/dashboard";
import { inRequestAs, lastSession } from "@/tests/support/request-scope";

process.env.SESSION_IDLE_MINUTES = "1"; // read on first use of env(), after this line

/** Signs `person` in at `start` and returns a request with that cookie at `start + ms`. */
async function sessionFrom(start: Date) {
  const person = await createAccount("reviewer");
  await inRequestAs(person);
  const sessionId = lastSession.id;
  await db().reviewerSession.update({
    where: { id: sessionId },
    data: { createdAt: start, lastSeenAt: start },
  });
  const requestAt = async (ms: number) => {
    vi.setSystemTime(start.getTime() + ms);
    await inRequestAs(person, { sessionId });
    return (await currentActor())?.id === person.id;
  };
  return { sessionId, requestAt };
}

describe("the idle timeout (SESSION_IDLE_MINUTES=1)", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps a session that makes a request every 15 s for three minutes", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { sessionId, requestAt } = await sessionFrom(new Date());
    const kept: boolean[] = [];
    for (let s = 15; s <= 180; s += 15) kept.push(await requestAt(s * 1000));
    expect(kept.every(Boolean)).toBe(true);
    expect(await db().reviewerSession.findUnique({ where: { id: sessionId } })).toMatchObject({
      endedAt: null,
    });
  });

  it("keeps it after exactly a minute of silence and ends it after a minute and a millisecond", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { sessionId, requestAt } = await sessionFrom(new Date());
    expect(await requestAt(59_000)).toBe(true);
    expect(await requestAt(59_000 + 60_000)).toBe(true);
    expect(await requestAt(59_000 + 120_001)).toBe(false);
    expect(await db().reviewerSession.findUnique({ where: { id: sessionId } })).toMatchObject({
      endReason: "idle_timeout",
    });
    // Once ended, a later request with the same cookie does not bring it back.
    expect(await requestAt(59_000 + 120_002)).toBe(false);
  });
});
