// The queue's two routes: audited once the read is done (success) or failed (failure), and
// every error in the one error body (lib/error-response.ts).
import { describe, expect, it } from "vitest";
import { GET as counts } from "@/app/api/submissions/counts/route";
import { GET as rows } from "@/app/api/submissions/rows/route";
import { db } from "@/lib/db";
import { createAccount } from "@/tests/support/dashboard";
import { inRequestAs } from "@/tests/support/request-scope";

const request = (path: string, query = "") =>
  new Request(`http://localhost/api/submissions/${path}?${query}`);
const eventsOf = (actorId: string) =>
  db().auditEvent.findMany({ where: { actorId }, orderBy: { seq: "asc" } });

describe("the queue routes", () => {
  it("record a count and a page as successes once they are read", async () => {
    const reviewer = await createAccount("reviewer");
    await inRequestAs(reviewer);
    const counted = await counts(request("counts"));
    expect(counted.status).toBe(200);
    expect(await counted.json()).toMatchObject({ tabs: expect.any(Object), freshness: expect.any(Object) });
    await inRequestAs(reviewer);
    expect((await rows(request("rows"))).status).toBe(200);
    expect((await eventsOf(reviewer.id)).map((e) => `${e.action}:${e.outcome}`)).toEqual([
      "submission.count:success",
      "submission.search:success",
    ]);
  });

  it("answer a bad address with a 400 in the one error body, audited as a failure", async () => {
    const reviewer = await createAccount("reviewer");
    await inRequestAs(reviewer);
    const refused = await counts(request("counts", "at=not-a-cursor"));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: { code: "bad_request", message: expect.any(String) } });
    expect((await eventsOf(reviewer.id)).map((e) => `${e.action}:${e.outcome}`)).toEqual([
      "submission.count:failure",
    ]);
  });

  it("record a count that failed as a failure, not a success, and say so without internals", async () => {
    const reviewer = await createAccount("reviewer");
    // This test file's own database: without the case index, counting fails.
    await db().$executeRawUnsafe('ALTER TABLE "IndexedSubmission" RENAME TO "IndexedSubmissionGone"');
    try {
      await inRequestAs(reviewer);
      const failed = await counts(request("counts"));
      expect(failed.status).toBe(500);
      expect(await failed.json()).toEqual({
        error: {
          code: "internal",
          message: "The counts could not be computed. The details are in the server log.",
        },
      });
    } finally {
      await db().$executeRawUnsafe('ALTER TABLE "IndexedSubmissionGone" RENAME TO "IndexedSubmission"');
    }
    expect((await eventsOf(reviewer.id)).map((e) => `${e.action}:${e.outcome}`)).toEqual([
      "submission.count:failure",
    ]);
  });
});
