import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { fetchUsers, parseUserSearch, usersPageSize } from "./queries";

describe("the users page's reads", () => {
  it("lists one page of accounts at a time in e-mail order, and finds them by part of an e-mail or a name", async () => {
    const before = await db().reviewer.count();
    const made = 2 * usersPageSize + 7;
    await db().reviewer.createMany({
      data: Array.from({ length: made }, (_, i) => ({
        email: `paged-${String(i).padStart(3, "0")}@example.test`,
        name: i === 42 ? "Hana Quillfeather" : `Paged Person ${i}`,
        disabled: i === 0,
      })),
    });
    const total = before + made;
    const first = await fetchUsers({ query: "", page: 1 });
    expect(first).toMatchObject({ total, page: 1, pages: Math.ceil(total / usersPageSize) });
    expect(first.rows).toHaveLength(usersPageSize);
    expect(Object.keys(first.rows[0]!)).not.toContain("passwordHash");
    // A page past the end shows the last one. A disabled account keeps its place in the order.
    const last = await fetchUsers({ query: "", page: 999 });
    expect(last.page).toBe(first.pages);
    const ours = (await fetchUsers({ query: "paged-", page: 1 })).rows;
    expect(ours[0]).toMatchObject({ email: "paged-000@example.test", disabled: true });
    expect(ours.map((r) => r.email)).toEqual([...ours.map((r) => r.email)].sort());

    const byEmail = await fetchUsers({ query: "PAGED-04", page: 1 });
    expect(byEmail.rows.map((r) => r.email)).toEqual(
      Array.from({ length: 10 }, (_, i) => `paged-04${i}@example.test`),
    );
    expect(byEmail.total).toBe(10);
    expect((await fetchUsers({ query: "Quillfeather", page: 1 })).rows).toMatchObject([
      { email: "paged-042@example.test", name: "Hana Quillfeather" },
    ]);
    expect(await fetchUsers({ query: "nobody-at-all", page: 3 })).toMatchObject({
      rows: [],
      total: 0,
      page: 1,
      pages: 1,
    });
  });

  it("reads the address leniently: a page that is not a whole number from 1 is the first, the search is trimmed", () => {
    expect(parseUserSearch({})).toEqual({ query: "", page: 1 });
    expect(parseUserSearch({ q: "  ana@ ", page: "3" })).toEqual({ query: "ana@", page: 3 });
    for (const page of ["0", "-2", "1.5", "abc", "9".repeat(30)]) {
      expect(parseUserSearch({ page }).page).toBe(1);
    }
    expect(parseUserSearch({ q: ["first", "second"] }).query).toBe("first");
    expect(parseUserSearch({ q: "x".repeat(500) }).query).toHaveLength(200);
  });
});
