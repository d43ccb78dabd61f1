// The database guard: two reviewers in two dashboards cannot both hold a case.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createAccount } from "@/tests/support/dashboard";
import { endAssignment, endSettledAssignments } from "./end";
import { hold, release } from "./hold";

const unique = () => `case-${Math.random().toString(36).slice(2, 10)}`;

describe("holding a case", () => {
  it("lets exactly one of two simultaneous claims win, and tells the other who holds it", async () => {
    const [a, b] = await Promise.all([createAccount("reviewer"), createAccount("reviewer")]);
    const id = unique();
    const results = await Promise.all([hold(id, a.id, a.id), hold(id, b.id, b.id)]);
    expect(results.filter((r) => r.held)).toHaveLength(1);
    const loser = results.find((r) => !r.held);
    expect(loser).toMatchObject({ held: false, holder: { name: "Test reviewer" } });
    expect(await db().assignment.count({ where: { submissionId: id } })).toBe(1);
  });

  it("takes a case over only from the holder the reviewer saw", async () => {
    const [a, b, c] = await Promise.all([
      createAccount("reviewer"),
      createAccount("reviewer"),
      createAccount("reviewer"),
    ]);
    const id = unique();
    await hold(id, a.id, a.id);
    await hold(id, b.id, b.id, a.id); // b confirmed taking it from a
    // c still saw a as the holder: the takeover must not silently pass b's hold to c.
    expect(await hold(id, c.id, c.id, a.id)).toMatchObject({ held: false, holder: { id: b.id } });
    expect((await db().assignment.findUnique({ where: { submissionId: id } }))?.holderId).toBe(b.id);
  });

  it("lets only the holder (or a manager) release", async () => {
    const [a, b] = await Promise.all([createAccount("reviewer"), createAccount("reviewer")]);
    const id = unique();
    await hold(id, a.id, a.id);
    await expect(release(id, b.id, false)).rejects.toThrow(/holds this case/);
    expect(await release(id, b.id, true)).toBe(true);
  });

  it("refuses a decided case and ends holds when a case is decided", async () => {
    const a = await createAccount("reviewer");
    const decided = unique();
    const held = unique();
    await hold(held, a.id, a.id);
    for (const submissionId of [decided, held])
      await db().decision.create({
        data: {
          submissionId,
          outcome: "approved",
          reasonCode: "documents_verified",
          reviewerId: a.id,
          reviewerEmail: a.email,
          upstream: "recorded_only",
        },
      });
    await expect(hold(decided, a.id, a.id)).rejects.toThrow(/already decided/);
    await endSettledAssignments();
    expect(await db().assignment.findUnique({ where: { submissionId: held } })).toBeNull();
    const event = await db().auditEvent.findFirst({ where: { action: "assignment.end", targetId: held } });
    expect(event?.detail).toContain("decided");
    await endAssignment(held, "decided"); // nothing held: a no-op
  });
});
